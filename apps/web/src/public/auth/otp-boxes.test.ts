import { describe, expect, it } from 'vitest';
import { emptyOtp, enterText, isOtpComplete, otpCode, pressBackspace } from './otp-boxes';

describe('one-time-code boxes', () => {
  it('a digit fills the box and moves on; the last box keeps the focus', () => {
    let state = { digits: emptyOtp(), focus: 0 };
    for (const [i, d] of ['1', '2', '3', '4', '5', '6'].entries()) {
      state = enterText(state.digits, i, d);
    }
    expect(state).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 });
    expect(isOtpComplete(state.digits)).toBe(true);
    expect(otpCode(state.digits)).toBe('123456');
  });

  it('ignores what is not a digit', () => {
    expect(enterText(emptyOtp(), 2, 'a')).toEqual({ digits: emptyOtp(), focus: 2 });
  });

  it('a paste of six digits fills every box, whichever box has the focus', () => {
    expect(enterText(emptyOtp(), 3, ' 987 654 ')).toEqual({
      digits: ['9', '8', '7', '6', '5', '4'],
      focus: 5,
    });
  });

  it('a shorter paste fills from the box on', () => {
    expect(enterText(emptyOtp(), 1, '42')).toEqual({
      digits: ['', '4', '2', '', '', ''],
      focus: 3,
    });
  });

  it('typing over a filled box keeps the new digit', () => {
    const digits = ['1', '2', '', '', '', ''];
    expect(enterText(digits, 0, '17')).toEqual({ digits: ['7', '2', '', '', '', ''], focus: 1 });
    expect(enterText(digits, 0, '71')).toEqual({ digits: ['7', '2', '', '', '', ''], focus: 1 });
  });

  it('backspace clears the box, then goes back to the one before', () => {
    const digits = ['1', '2', '3', '', '', ''];
    expect(pressBackspace(digits, 2)).toEqual({ digits: ['1', '2', '', '', '', ''], focus: 2 });
    expect(pressBackspace(['1', '2', '', '', '', ''], 2)).toEqual({
      digits: ['1', '', '', '', '', ''],
      focus: 1,
    });
    expect(pressBackspace(emptyOtp(), 0)).toEqual({ digits: emptyOtp(), focus: 0 });
  });

  it('is complete only with six digits', () => {
    expect(isOtpComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
  });
});
