import { EXAM_WARNING_BEFORE_END_SECONDS, EXAM_WINDOW_TEXTS } from '@shala/shared';

// The exam window's timing, free of React and of the browser's clock: every function takes the
// instants it works on, so the tests move time instead of waiting for it.

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec §2.6: hours:minutes:seconds, counting whole seconds down (1 ms left shows 00:00:01). */
export function formatHms(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
}

/** What the countdown shows: hh:mm:ss, and "Time Up" once nothing is left. */
export function countdownLabel(msLeft: number): string {
  return msLeft <= 0 ? EXAM_WINDOW_TEXTS.timeUpLabel : formatHms(msLeft);
}

/**
 * How long before the end the warning bar shows: EXAM_WARNING_BEFORE_END_SECONDS, or half the
 * duration when the exam is shorter than twice that (a 6-minute exam warns at 3 minutes left).
 */
export function warningLeadMs(startMs: number, endMs: number): number {
  const duration = Math.max(0, endMs - startMs);
  return Math.min(EXAM_WARNING_BEFORE_END_SECONDS * 1000, duration / 2);
}

/** The instant of the warning "Exam will be over in {time left}". */
export function warningAtMs(startMs: number, endMs: number): number {
  return endMs - warningLeadMs(startMs, endMs);
}

/** Whether the warning is due at `nowMs`: past its point and before the end. */
export function isWarningDue(startMs: number, endMs: number, nowMs: number): boolean {
  return nowMs >= warningAtMs(startMs, endMs) && nowMs < endMs;
}

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "5 minutes", "2 minutes 30 seconds", "45 seconds", "1 hour 5 minutes": the {time left}. */
export function timeLeftWords(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(unit(hours, 'hour'));
  if (minutes > 0) parts.push(unit(minutes, 'minute'));
  if (seconds > 0 && hours === 0) parts.push(unit(seconds, 'second'));
  return parts.length > 0 ? parts.join(' ') : unit(0, 'second');
}

/** The warning bar's text (spec §8). */
export function warningText(msLeft: number): string {
  return EXAM_WINDOW_TEXTS.willBeOver(timeLeftWords(msLeft));
}

/**
 * What a screen reader hears of the countdown: it changes once a minute (whole minutes left,
 * rounded up), so the live region speaks at minute steps and not every second.
 */
export function spokenTimeLeft(msLeft: number): string {
  if (msLeft <= 0) return EXAM_WINDOW_TEXTS.timeUpLabel;
  const minutes = Math.ceil(msLeft / 60_000);
  if (minutes <= 1) return 'Less than a minute left';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${unit(minutes, 'minute')} left`;
  return `${unit(hours, 'hour')}${rest > 0 ? ` ${unit(rest, 'minute')}` : ''} left`;
}

/**
 * The browser's clock against the server's: the server's "now" stamped its answer somewhere
 * between sending the request and receiving the answer; its midpoint is the best guess.
 * serverNow ≈ localNow + offset.
 */
export function clockOffsetMs(
  serverNowIso: string,
  sentAtMs: number,
  receivedAtMs: number,
): number {
  const serverNow = Date.parse(serverNowIso);
  if (Number.isNaN(serverNow)) return 0;
  return serverNow - (sentAtMs + receivedAtMs) / 2;
}

/** The server's time now, from the browser's and the offset. */
export function serverNowMs(localNowMs: number, offsetMs: number): number {
  return localNowMs + offsetMs;
}
