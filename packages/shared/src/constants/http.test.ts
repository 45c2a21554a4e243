import { describe, expect, it } from 'vitest';
import { isPublicPagePath } from './http.js';

describe('public page paths', () => {
  it('takes the public prefixes and what lies below them', () => {
    for (const path of [
      '/auth',
      '/auth/',
      '/auth/signup',
      '/auth/verify-otp/login',
      '/policies',
      '/404',
      '/coming-soon',
      '/institute-details/5/about',
    ]) {
      expect(isPublicPagePath(path), path).toBe(true);
    }
  });

  it('leaves the signed-in pages and look-alike paths to the other app', () => {
    for (const path of ['/', '/authx', '/contactus', '/profile-settings', '/4040', '/policiesx']) {
      expect(isPublicPagePath(path), path).toBe(false);
    }
  });
});
