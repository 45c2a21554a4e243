import { EXAM_WARNING_BEFORE_END_SECONDS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  clockOffsetMs,
  countdownLabel,
  formatHms,
  isWarningDue,
  serverNowMs,
  spokenTimeLeft,
  timeLeftWords,
  warningAtMs,
  warningLeadMs,
  warningText,
} from './countdown';

const MIN = 60_000;

describe('the countdown', () => {
  it('shows hours:minutes:seconds, rounding a part second up', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(1)).toBe('00:00:01');
    expect(formatHms(59_001)).toBe('00:01:00');
    expect(formatHms(3_723_000)).toBe('01:02:03');
    expect(formatHms(26 * 3_600_000)).toBe('26:00:00');
  });

  it('shows Time Up once nothing is left', () => {
    expect(countdownLabel(0)).toBe('Time Up');
    expect(countdownLabel(-5000)).toBe('Time Up');
    expect(countdownLabel(1000)).toBe('00:00:01');
  });

  it('speaks at minute steps only', () => {
    expect(spokenTimeLeft(10 * MIN)).toBe('10 minutes left');
    expect(spokenTimeLeft(9 * MIN + 1)).toBe('10 minutes left');
    expect(spokenTimeLeft(9 * MIN + 30_000)).toBe(spokenTimeLeft(9 * MIN + 1000));
    expect(spokenTimeLeft(2 * MIN)).toBe('2 minutes left');
    expect(spokenTimeLeft(MIN)).toBe('Less than a minute left');
    expect(spokenTimeLeft(90 * MIN)).toBe('1 hour 30 minutes left');
    expect(spokenTimeLeft(120 * MIN)).toBe('2 hours left');
    expect(spokenTimeLeft(0)).toBe('Time Up');
  });
});

describe('the warning', () => {
  const start = Date.parse('2026-11-23T09:00:00Z');

  it('comes EXAM_WARNING_BEFORE_END_SECONDS before the end of a long exam', () => {
    const end = start + 60 * MIN;
    expect(warningLeadMs(start, end)).toBe(EXAM_WARNING_BEFORE_END_SECONDS * 1000);
    expect(warningAtMs(start, end)).toBe(end - EXAM_WARNING_BEFORE_END_SECONDS * 1000);
  });

  it('comes at half the duration of a short exam', () => {
    const end = start + 4 * MIN;
    expect(warningAtMs(start, end)).toBe(start + 2 * MIN);
  });

  it('is due from its point until the end', () => {
    const end = start + 60 * MIN;
    const at = warningAtMs(start, end);
    expect(isWarningDue(start, end, at - 1)).toBe(false);
    expect(isWarningDue(start, end, at)).toBe(true);
    expect(isWarningDue(start, end, end - 1)).toBe(true);
    expect(isWarningDue(start, end, end)).toBe(false);
  });

  it('says the time left in words', () => {
    expect(warningText(5 * MIN)).toBe('Exam will be over in 5 minutes');
    expect(timeLeftWords(150_000)).toBe('2 minutes 30 seconds');
    expect(timeLeftWords(1000)).toBe('1 second');
    expect(timeLeftWords(61 * MIN)).toBe('1 hour 1 minute');
    expect(timeLeftWords(0)).toBe('0 seconds');
  });
});

describe("the server's clock", () => {
  it('is the server time at the midpoint of the request', () => {
    const serverNow = '2026-11-23T09:00:10.000Z';
    const sent = Date.parse('2026-11-23T09:00:00.000Z');
    const received = sent + 400;
    const offset = clockOffsetMs(serverNow, sent, received);
    expect(offset).toBe(10_000 - 200);
    expect(serverNowMs(received, offset)).toBe(Date.parse(serverNow) + 200);
  });

  it('counts right when the browser is an hour slow', () => {
    const serverNow = Date.parse('2026-11-23T10:00:00.000Z');
    const local = serverNow - 3_600_000;
    const offset = clockOffsetMs(new Date(serverNow).toISOString(), local, local);
    expect(serverNowMs(local + 5000, offset)).toBe(serverNow + 5000);
  });

  it('trusts the browser when the server time is unreadable', () => {
    expect(clockOffsetMs('not a date', 0, 10)).toBe(0);
  });
});
