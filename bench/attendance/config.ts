/** Where attendance/baseline.ts answers. */
export const BASELINE_PATH = '/bench/attendance';
