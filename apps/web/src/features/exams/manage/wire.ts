import type { Question, QuestionList } from '@shala/shared';

/**
 * The exam calls answer a change as `{ message, data }` (spec §8's text with the object) and a
 * read as the object itself. These read either shape, so a screen does not care which it got.
 */
export function dataOf<T>(body: unknown): T {
  if (body && typeof body === 'object' && 'data' in body && 'message' in body) {
    return (body as { data: T }).data;
  }
  return body as T;
}

/** The server's success text of a change, or `fallback` when it sent none. */
export function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

/**
 * The bank's questions as one list: the list call groups them by difficulty, then by type
 * (spec §7); the search calls may answer the same grouping or a plain list.
 */
export function questionsOf(body: unknown): Question[] {
  const value = dataOf<unknown>(body);
  if (Array.isArray(value)) return value as Question[];
  if (value && typeof value === 'object' && 'groups' in value) {
    const groups = (value as QuestionList).groups;
    return Object.values(groups).flatMap((byType) => Object.values(byType).flat());
  }
  return [];
}

/** Tags typed as "algebra, fractions" → the list the server takes. */
export function tagsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim().replace(/\s+/g, ' '))
        .filter(Boolean),
    ),
  ];
}
