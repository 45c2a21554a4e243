import { describe, expect, it } from 'vitest';
import { createSnackbarQueue } from './snackbar-queue';

describe('snackbar queue (spec §8)', () => {
  it('shows one at a time, 5 s warn style by default, in order', () => {
    const queue = createSnackbarQueue();
    queue.show('First');
    queue.show({ message: 'Second', severity: 'success', durationMs: 1500 });
    const first = queue.current();
    expect(first).toMatchObject({ message: 'First', severity: 'warning', durationMs: 5000 });
    queue.dismiss(first?.id ?? 0);
    expect(queue.current()).toMatchObject({
      message: 'Second',
      severity: 'success',
      durationMs: 1500,
    });
  });

  it('does not queue the same message twice in a row, nor empty ones', () => {
    const queue = createSnackbarQueue();
    queue.show('Please enter valid data!');
    queue.show('Please enter valid data!');
    queue.show('');
    const first = queue.current();
    queue.dismiss(first?.id ?? 0);
    expect(queue.current()).toBeUndefined();
  });
});
