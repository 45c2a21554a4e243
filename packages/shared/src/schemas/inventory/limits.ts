/** Bounds of the stock's fields (the screens and the server share them). */
export const STOCK_NAME_MAX = 80;
export const STOCK_CODE_MAX = 20;
export const STOCK_LOCATION_MAX = 80;
export const STOCK_ROOM_MAX = 60;
export const STOCK_NOTE_MAX = 300;
export const STOCK_REFERENCE_MAX = 40;
/** Whole units, at most this many in one movement or held of one item. */
export const STOCK_QUANTITY_MAX = 1_000_000;
/** A unit's cost: at most ₹10,00,000 (a projector, a lab balance). */
export const STOCK_UNIT_COST_MAX_PAISE = 100_000_000;
/** The register covers at most a year at once. */
export const STOCK_REGISTER_MAX_DAYS = 366;
/** An item's screen shows its latest movements; the register of a range has the rest. */
export const STOCK_ITEM_REGISTER_LINES = 200;
export const STOCK_SEARCH_MAX = 100;
