/** The fee screens' addresses, in one place for the manifest, the links and the tests. */
export const feeDetailsPath = (userProfileId: string) => `/erp/fee-details/${userProfileId}`;
export const classFinancialsPath = (classId: string) => `/class/financials/${classId}`;
export const FEE_STRUCTURE_PATH = '/fees/fee-structure';
