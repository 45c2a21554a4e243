import { describe, expect, it } from 'vitest';
import {
  createSnackbarQueue,
  DEFERRED_SNACK_KEY,
  deferSnack,
  showDeferredSnack,
} from './snackbar-queue';
import { memoryStore } from './test-store';

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

describe('a snackbar kept for the next page (the other web app)', () => {
  it('shows once on the page that loads next', () => {
    const store = memoryStore();
    deferSnack('Please complete password change process.', store);
    const snacks = createSnackbarQueue();
    showDeferredSnack(snacks, store);
    expect(snacks.current()).toMatchObject({
      message: 'Please complete password change process.',
      severity: 'warning',
    });
    expect(store.data.has(DEFERRED_SNACK_KEY)).toBe(false);
    const later = createSnackbarQueue();
    showDeferredSnack(later, store);
    expect(later.current()).toBeUndefined();
  });

  it('keeps the severity and ignores what it cannot read', () => {
    const store = memoryStore();
    deferSnack({ message: 'Signed out', severity: 'info' }, store);
    const snacks = createSnackbarQueue();
    showDeferredSnack(snacks, store);
    expect(snacks.current()).toMatchObject({ message: 'Signed out', severity: 'info' });

    const broken = memoryStore({ [DEFERRED_SNACK_KEY]: '{not json' });
    const none = createSnackbarQueue();
    showDeferredSnack(none, broken);
    expect(none.current()).toBeUndefined();
    expect(broken.data.has(DEFERRED_SNACK_KEY)).toBe(false);
  });
});
