import { isoToWireDate, type TermData } from '@shala/shared';
import type { TermRow } from './term-queries.js';

export function toTermData(row: TermRow): TermData {
  return {
    id: row.id,
    sessionId: row.sessionId,
    name: row.name,
    startDate: isoToWireDate(row.startDate),
    endDate: isoToWireDate(row.endDate),
  };
}
