import type { Db } from '../../db/client.js';
import { touchSessions } from './session-queries.js';

/** Sessions per statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

/**
 * When each session was last seen (its idle timeout), written in the background once a second
 * in one statement per thousand sessions, not one awaited write per request. Thousands of
 * browsers opening at 8 am (or a bench's step) would otherwise each wait for a commit at their
 * first request. A crash forgets at most a second of touches: the idle limit is hours.
 */
export class SessionTouches {
  private pending = new Map<string, Date>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    private readonly everyMs = 1000,
  ) {}

  touch(idHash: string, at: Date): void {
    this.pending.set(idHash, at);
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.everyMs);
    this.timer.unref();
  }

  /** Writes what is pending now (and waits for writes under way): at close, and in tests. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending];
    this.pending = new Map();
    for (let i = 0; i < batch.length; i += CHUNK) {
      const chunk = batch.slice(i, i + CHUNK);
      this.writing = this.writing.then(() => touchSessions(this.db, chunk)).catch(this.onError);
    }
    return this.writing;
  }
}
