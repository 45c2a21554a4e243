/**
 * The address of the Stock screen (issue 25 §3: School ERP → Stock, `/inventory`), and of one
 * item opened there (a low-stock notification's click target). No imports: the manifest that
 * uses it is in the dashboard's bundle.
 */
export const INVENTORY_PATH = '/inventory';

export const stockItemPath = (itemId: string) => `${INVENTORY_PATH}?item=${itemId}`;
