/** Where payroll/baseline.ts answers. */
export const BASELINE_PATH = '/bench/payroll';
/** The demo's structure the bench staff are paid on (apps/server/src/demo/payroll.ts). */
export const STRUCTURE = 'Teaching staff';
