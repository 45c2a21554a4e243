import { describe, expect, it } from 'vitest';
import { createSnackbarQueue } from './snackbar-queue';

describe('snackbars (spec §8)', () => {
  it('are 5 s and warn style unless stated', () => {
    const snacks = createSnackbarQueue();
    snacks.show('Please enter valid data!');
    expect(snacks.current()).toMatchObject({
      message: 'Please enter valid data!',
      severity: 'warning',
      durationMs: 5000,
    });
    snacks.show({ message: 'Saved', severity: 'success', durationMs: 1500 });
    expect(snacks.current()).toMatchObject({
      message: 'Saved',
      severity: 'success',
      durationMs: 1500,
    });
  });

  it('a new message takes the place of the one showing; OK dismisses it', () => {
    const snacks = createSnackbarQueue();
    let changes = 0;
    snacks.subscribe(() => {
      changes += 1;
    });
    snacks.show('First');
    const first = snacks.current();
    snacks.show('Second');
    expect(snacks.current()?.message).toBe('Second');
    snacks.dismiss(first?.id ?? 0); // a late close of the first one changes nothing
    expect(snacks.current()?.message).toBe('Second');
    snacks.dismiss(snacks.current()?.id ?? 0);
    expect(snacks.current()).toBeUndefined();
    snacks.show('');
    expect(snacks.current()).toBeUndefined();
    expect(changes).toBe(3);
    snacks.show('Third');
    snacks.clear();
    expect(snacks.current()).toBeUndefined();
  });
});
