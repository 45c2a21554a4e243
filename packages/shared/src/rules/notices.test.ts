import { describe, expect, it } from 'vitest';
import { noticeState, seenSentence } from './notices.js';

const at = (iso: string) => new Date(iso);
const now = at('2026-11-29T10:00:00Z');

describe('noticeState', () => {
  it('is scheduled before its publish time, live from it, archived past its expiry', () => {
    const n = { publishAt: at('2026-11-29T11:00:00Z'), expiresAt: null, archivedAt: null };
    expect(noticeState(n, now)).toBe('SCHEDULED');
    expect(noticeState({ ...n, publishAt: now }, now)).toBe('LIVE');
    expect(noticeState({ ...n, publishAt: at('2026-11-01T00:00:00Z'), expiresAt: now }, now)).toBe(
      'ARCHIVED',
    );
  });
  it('is archived when archived by hand, whatever its times', () => {
    const n = { publishAt: at('2026-12-01T00:00:00Z'), expiresAt: null, archivedAt: now };
    expect(noticeState(n, now)).toBe('ARCHIVED');
  });
});

describe('seenSentence', () => {
  it('says how many of how many saw it', () => {
    expect(seenSentence(212, 240)).toBe('Seen by 212 of 240');
    expect(seenSentence(0, 40)).toBe('Seen by nobody yet of 40');
    expect(seenSentence(40, 40)).toBe('Seen by all 40');
    expect(seenSentence(0, 0)).toBe('Nobody to see it');
    expect(seenSentence(1200, 2400)).toBe('Seen by 1,200 of 2,400');
  });
});
