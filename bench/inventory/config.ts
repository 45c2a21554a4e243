/** Where inventory/baseline.ts answers: the Items list's read and an issue's writes. */
export const BASELINE_ITEMS_PATH = '/bench/inventory/item';
export const BASELINE_MOVEMENT_PATH = '/bench/inventory/movement';
/** The bare route's own copies of the hot items and their register lines (seed.ts fills them). */
export const BASELINE_ITEMS_TABLE = 'bench_inv_items';
export const BASELINE_MOVEMENTS_TABLE = 'bench_inv_movements';
/** The sessions the seed writes are this browser's (the callers send it). */
export const USER_AGENT = 'bench-inventory';
