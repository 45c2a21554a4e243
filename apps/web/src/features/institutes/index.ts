/** What other features use of institutes: an institute's details, saved and completed by setup. */
export { useCompleteSetup, useInstituteDetails, useSaveDetails, useUploadLogo } from './api';
