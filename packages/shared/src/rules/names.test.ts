import { describe, expect, it } from 'vitest';
import { maskEmail, titleCase, usernameFromNames } from './names.js';

describe('titleCase', () => {
  it('capitalises each word and trims', () => {
    expect(titleCase('  rAVI   kumar ')).toBe('Ravi Kumar');
    expect(titleCase("d'souza-rao")).toBe("D'Souza-Rao");
  });
});

describe('usernameFromNames', () => {
  it('joins lower-case names with an underscore, as the QR mode sends them', () => {
    expect(usernameFromNames('Ravi', 'Kumar')).toBe('ravi_kumar');
    expect(usernameFromNames('Mary Ann', "D'Souza")).toBe('maryann_dsouza');
    expect(usernameFromNames('Zoë', 'Núñez')).toBe('zoe_nunez');
  });
});

describe('maskEmail', () => {
  it('keeps the first letters and the domain', () => {
    expect(maskEmail('ravi.kumar@example.in')).toBe('ra********@example.in');
    expect(maskEmail('a@x.in')).toBe('a***@x.in');
  });
});
