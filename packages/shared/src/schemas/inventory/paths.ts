/**
 * The stock calls (issue 25 §3). The spec names only the screen (`/inventory`); the paths follow
 * the project's `…?groupId` reads, groupId being the institute whose store it is.
 */
export const INVENTORY_API = {
  /** GET (groupId, q, categoryId, low, inactive); POST adds an item; PUT changes one. */
  items: '/rest/inventory/item',
  /** GET (groupId, id): one item with its register (every movement and the balance after it). */
  item: '/rest/inventory/item/id',
  /** POST (groupId, itemId, kind IN | ISSUE | WRITE_OFF, …): stock in, an issue or a write-off. */
  movement: '/rest/inventory/movement',
  /** GET (groupId, itemId, open): the issues and what of each is still out. */
  issued: '/rest/inventory/issued',
  /** POST (groupId, issueId, quantity, movementDate, note): units of an issue come back. */
  return: '/rest/inventory/return',
  /** GET (groupId, from, to, itemId): the register of a range; …/csv the same as CSV. */
  register: '/rest/inventory/register',
  registerCsv: '/rest/inventory/register/csv',
  /** GET (groupId): categories, suppliers, staff, classes and rooms for the forms. */
  setup: '/rest/inventory/setup',
  /** POST (groupId, name); PUT (groupId, id, name, active). */
  category: '/rest/inventory/category',
} as const;
