import type { AcademicSessionData } from '@shala/shared';
import type { AcademicSessionRow } from './queries.js';

/** yyyy-mm-dd (a database date) as dd/mm/yyyy, the spec's wire form. */
export function toWireDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

export function toAcademicSessionData(row: AcademicSessionRow): AcademicSessionData {
  return {
    id: row.id,
    name: row.name,
    startDate: toWireDate(row.startDate),
    endDate: toWireDate(row.endDate),
    activeStatus: row.activeStatus ? 'true' : 'false',
  };
}
