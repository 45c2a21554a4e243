import type { FieldErrors } from 'react-hook-form';

/**
 * The first message of an invalid form, in the order of its fields: the snackbar an invalid
 * submit raises (spec §8) says what to fix first, as the field's own message does.
 */
export function firstError<T extends Record<string, unknown>>(
  errors: FieldErrors<T>,
  order: ReadonlyArray<keyof T>,
): string | undefined {
  for (const key of order) {
    const message = errors[key]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}
