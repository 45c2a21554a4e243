import { describe, expect, it } from 'vitest';
import { deadlineColour, deadlineLabel, deadlinesAlertColour } from './deadlines.js';

const now = new Date('2026-11-24T06:00:00Z'); // 11:30 in India

describe('deadline labels and colours (spec §2.4, §9)', () => {
  it('counts Indian calendar days: later today and tomorrow are 1 day, then 2 and 3', () => {
    expect(deadlineLabel(new Date('2026-11-24T12:00:00Z'), now)).toBe('1 day remaining');
    expect(deadlineLabel(new Date('2026-11-25T12:00:00Z'), now)).toBe('1 day remaining');
    expect(deadlineLabel(new Date('2026-11-26T12:00:00Z'), now)).toBe('2 days remaining');
    expect(deadlineLabel(new Date('2026-11-27T12:00:00Z'), now)).toBe('3 days remaining');
    expect(deadlineLabel(new Date('2026-12-04T12:00:00Z'), now)).toBe('10 days remaining');
    // 19:00 UTC on the 26th is already the 27th in India.
    expect(deadlineLabel(new Date('2026-11-26T19:00:00Z'), now)).toBe('3 days remaining');
  });

  it('says Deadline Over once the instant passed', () => {
    expect(deadlineLabel(new Date('2026-11-24T05:59:59Z'), now)).toBe('Deadline Over');
  });

  it('colours red for 1 day, orange for 2, yellow for 3, green otherwise', () => {
    expect(deadlineColour('1 day remaining')).toBe('red');
    expect(deadlineColour('2 days remaining')).toBe('orange');
    expect(deadlineColour('3 days remaining')).toBe('yellow');
    expect(deadlineColour('4 days remaining')).toBe('green');
    expect(deadlineColour('Deadline Over')).toBe('grey');
  });

  it('alerts with the nearest open deadline, grey only when all are over', () => {
    expect(deadlinesAlertColour([])).toBeNull();
    expect(deadlinesAlertColour(['Deadline Over', '5 days remaining', '2 days remaining'])).toBe(
      'orange',
    );
    expect(deadlinesAlertColour(['Deadline Over', 'Deadline Over'])).toBe('grey');
  });
});
