/**
 * The address of the Expenses screen (the spec's `/expense/day-book/{instituteId}/{classId}`);
 * a missing class is left out. No imports: the manifest that uses it is in the dashboard's bundle.
 */
export const dayBookPath = (instituteId: string, classId?: string | null) =>
  `/expense/day-book/${[instituteId, classId].filter((s) => !!s).join('/')}`;
