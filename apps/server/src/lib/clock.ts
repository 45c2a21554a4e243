/** Services read time only through a Clock, so tests can move it instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests: stands still until moved. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | string = '2026-06-01T04:30:00.000Z') {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
  advanceSeconds(seconds: number): void {
    this.advance(seconds * 1000);
  }
}
