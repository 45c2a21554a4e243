import type { AcademicSessionData } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { previousSession, sessionsByStart, startingSession } from './sessions';

const session = (id: string, startDate: string, active = false): AcademicSessionData => ({
  id,
  name: id,
  startDate,
  endDate: '31/03/2099',
  activeStatus: active ? 'true' : 'false',
});

const list = [
  session('2026-27', '01/04/2026', true),
  session('2024-25', '01/04/2024'),
  session('2025-26', '01/04/2025'),
];

describe('sessions of the fee screens', () => {
  it('order by their dd/mm/yyyy start, not as text', () => {
    expect(
      sessionsByStart([session('b', '01/01/2026'), session('a', '31/12/2025')]).map((s) => s.id),
    ).toEqual(['a', 'b']);
  });

  it('carry over from the session before', () => {
    expect(previousSession(list, '2026-27')?.id).toBe('2025-26');
    expect(previousSession(list, '2024-25')).toBeUndefined();
  });

  it('start with the one asked for, else the active one', () => {
    expect(startingSession(list, '2024-25')?.id).toBe('2024-25');
    expect(startingSession(list, 'gone')?.id).toBe('2026-27');
    expect(startingSession(list.slice(1), null)?.id).toBe('2025-26');
    expect(startingSession([], null)).toBeUndefined();
  });
});
