import { describe, expect, it } from 'vitest';
import { createRequestCounter } from './request-counter';

describe('request counter (spec §4 "Spinner")', () => {
  it('is busy from the first request until the count returns to zero', () => {
    const counter = createRequestCounter();
    const changes: boolean[] = [];
    counter.subscribe(() => changes.push(counter.isBusy()));
    expect(counter.isBusy()).toBe(false);
    const endA = counter.begin();
    const endB = counter.begin();
    expect(counter.running()).toBe(2);
    endA();
    expect(counter.isBusy()).toBe(true);
    endA(); // ending twice does not count twice
    expect(counter.running()).toBe(1);
    endB();
    expect(counter.isBusy()).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('Escape force-ends it; requests begun before do not count when they end', () => {
    const counter = createRequestCounter();
    const before = counter.begin();
    counter.forceEnd();
    expect(counter.isBusy()).toBe(false);
    const after = counter.begin();
    before();
    expect(counter.running()).toBe(1);
    after();
    expect(counter.isBusy()).toBe(false);
  });
});
