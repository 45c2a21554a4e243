/** The bank's list groups its questions by difficulty, then by type (spec §7): one list here. */
export function bankQuestions<Q>(list: { groups: Record<string, Record<string, Q[]>> }): Q[] {
  return Object.values(list.groups).flatMap((byType) => Object.values(byType).flat());
}

/** The server's success text of a change, or `fallback` when it sent none. */
export function successText(body: { message?: string } | undefined, fallback: string): string {
  return body?.message || fallback;
}
