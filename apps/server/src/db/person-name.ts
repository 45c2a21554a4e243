import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A person's full name in SQL ("Asha Verma"), or null when the profile is gone or nameless. */
export const personName = (p: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(${p.firstName} || ' ' || ${p.lastName}), '')`;
