import { describe, expect, it } from 'vitest';
import { passwordCandidates } from './password-candidates.js';

describe('passwordCandidates', () => {
  it('looks up the whole password in lower case', () => {
    expect(passwordCandidates('P@ssw0rd')).toEqual(['p@ssw0rd']);
    expect(passwordCandidates('QWERTY')).toEqual(['qwerty']);
  });

  it('adds the core without leading and trailing digits and symbols', () => {
    expect(passwordCandidates('Password@1')).toEqual(['password@1', 'password']);
    expect(passwordCandidates('Welcome@123')).toEqual(['welcome@123', 'welcome']);
    expect(passwordCandidates('!!2024Dragon$$')).toEqual(['!!2024dragon$$', 'dragon']);
  });

  it('keeps the digits and symbols inside the core', () => {
    expect(passwordCandidates('P@ssw0rd123')).toEqual(['p@ssw0rd123', 'p@ssw0rd']);
    expect(passwordCandidates('Mango@Rain42')).toEqual(['mango@rain42', 'mango@rain']);
  });

  it('skips a core of fewer than 4 letters', () => {
    expect(passwordCandidates('Abc@12345')).toEqual(['abc@12345']);
    expect(passwordCandidates('12345678')).toEqual(['12345678']);
    expect(passwordCandidates('A1b2@3')).toEqual(['a1b2@3']);
  });

  it('counts letters of any script', () => {
    expect(passwordCandidates('Пароль@2024')).toEqual(['пароль@2024', 'пароль']);
    expect(passwordCandidates('नमस्ते@123')).toEqual(['नमस्ते@123', 'नमस्ते']);
  });
});
