import { describe, expect, it } from 'vitest';
import { pageTitle, titleOfMatches } from './titles';

describe('page titles (spec §2.3)', () => {
  it('is the product name, a bar, then the deepest route title', () => {
    expect(pageTitle('Home')).toBe('Shala | Home');
    expect(pageTitle(undefined)).toBe('Shala');
    expect(
      titleOfMatches([
        { handle: { title: 'Home' } },
        { handle: undefined },
        { handle: { title: 'Chat' } },
      ]),
    ).toBe('Chat');
  });
});
