import { PHOTO_MAX_BYTES, PROFILE_FIELD_MESSAGES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo-upload';

describe('profile photo check in the browser', () => {
  it('takes .jpg, .png and .webp up to 2 MB', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 1000 })).toBeUndefined();
    expect(photoProblem({ type: 'image/webp', size: PHOTO_MAX_BYTES })).toBeUndefined();
  });
  it('refuses other kinds, empty and larger files', () => {
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe(
      PROFILE_FIELD_MESSAGES.photoKinds,
    );
    expect(photoProblem({ type: 'image/png', size: 0 })).toBe(PROFILE_FIELD_MESSAGES.photoKinds);
    expect(photoProblem({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe(
      PROFILE_FIELD_MESSAGES.photoKinds,
    );
  });
});
