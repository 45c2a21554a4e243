/**
 * Who may read the statistics is declared on the routes (getStatistics of the institute: its
 * admin and accountant by default). They are the whole institute's figures, so a class named
 * where the institute is wanted names no institute (404, instituteOf); and a session named for
 * enrolment must be one of the institute's own, else it is "not found" as any other's object.
 */
export const isSessionOf = (
  session: { instituteId: string } | undefined,
  instituteId: string,
): session is { instituteId: string } => session?.instituteId === instituteId;
