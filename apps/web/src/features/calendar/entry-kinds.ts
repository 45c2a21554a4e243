import type { CalendarEntryKind } from '@shala/shared';

/** What each kind of entry is called and the colour of its edge (text stays dark on white). */
export const KIND_LOOK: Record<CalendarEntryKind, { label: string; colour: string }> = {
  EVENT: { label: 'School event', colour: '#1d4ed8' },
  PERSONAL: { label: 'Personal', colour: '#0f766e' },
  HOLIDAY: { label: 'Holiday', colour: '#15803d' },
  SPECIAL_DAY: { label: 'Special day', colour: '#7c3aed' },
  EXAM: { label: 'Exam', colour: '#b91c1c' },
  FEE: { label: 'Fee due', colour: '#b45309' },
  TODO: { label: 'To-do', colour: '#4b5563' },
};
