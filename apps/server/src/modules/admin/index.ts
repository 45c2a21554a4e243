export { createInstituteWithAdminIn } from './create-institute.js';
