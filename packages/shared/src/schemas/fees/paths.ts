/**
 * The fee calls (issue 11's wire contract): the server registers its routes from this table and
 * the web calls them through it. Each path is the spec's; its method is the route's.
 */
export const FEE_API = {
  /** GET a class's structures of a session; POST one; PUT a change. */
  structure: '/rest/fee/structure',
  structureById: '/rest/fee/structure/id',
  /** DELETE */
  deleteStructure: '/rest/fee/structure/delete',
  assign: '/rest/fee/structure/assign',
  unassigned: '/rest/fee/structure/unassigned',
  /** GET and PUT the institute's mid-session join rule. */
  settings: '/rest/fee/settings',
  /** GET a structure's concessions; POST a manual one. */
  concession: '/rest/fee/concession',
  /** DELETE */
  deleteConcession: '/rest/fee/concession/delete',
  carryOver: '/rest/fee/carry-over',
  estimation: '/rest/fee/estimation',
  /** The Students Cart's dues, as the payment dialog takes them. */
  cart: '/rest/fee/cart',
  groupSummary: '/rest/fee/summary/group',
  /** Collect fees finds a student of the institute. */
  students: '/rest/fee/students',
} as const;
