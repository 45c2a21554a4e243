import { describe, expect, it } from 'vitest';
import { keptSessions } from './kept-sessions';

describe('keptSessions', () => {
  const session = (id: string, activeStatus: 'true' | 'false') => ({
    id,
    name: id,
    startDate: '01/04/2026',
    endDate: '31/03/2027',
    activeStatus,
  });
  it('keeps the list and the first active session', () => {
    const kept = keptSessions([session('a', 'false'), session('b', 'true'), session('c', 'true')]);
    expect(kept.list).toHaveLength(3);
    expect(kept.active?.id).toBe('b');
    expect(kept.error).toBeNull();
  });
  it('has no active session when none is active, and keeps the error', () => {
    expect(keptSessions([session('a', 'false')]).active).toBeNull();
    expect(keptSessions(undefined, 'No institute').error).toBe('No institute');
  });
});
