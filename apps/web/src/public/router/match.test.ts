import { describe, expect, it } from 'vitest';
import { findRoute, matchPattern, splitHref } from './match';

describe('matchPattern', () => {
  it('matches literal paths, with or without a trailing slash', () => {
    expect(matchPattern('/auth', '/auth')).toEqual({});
    expect(matchPattern('/auth', '/auth/')).toEqual({});
    expect(matchPattern('/auth/signup', '/auth/signup')).toEqual({});
    expect(matchPattern('/auth/signup', '/auth')).toBeNull();
    expect(matchPattern('/auth', '/auth/signup')).toBeNull();
    expect(matchPattern('/policies', '/policie')).toBeNull();
  });

  it('ignores the case of literal segments, as React Router did', () => {
    expect(matchPattern('/auth/contactUs', '/auth/contactus')).toEqual({});
    expect(matchPattern('/auth/changePassword/:tp/:token', '/auth/changepassword/a/b')).toEqual({
      tp: 'a',
      token: 'b',
    });
  });

  it('reads parameters, decoded, and keeps their case', () => {
    expect(matchPattern('/auth/setpassword/:id/:token', '/auth/setpassword/AbC/x%2Fy%20z')).toEqual(
      { id: 'AbC', token: 'x/y z' },
    );
    expect(matchPattern('/auth/verify-otp/:page', '/auth/verify-otp/login')).toEqual({
      page: 'login',
    });
  });

  it('needs every parameter, and a well-formed one', () => {
    expect(matchPattern('/auth/verify-otp/:page', '/auth/verify-otp')).toBeNull();
    expect(matchPattern('/auth/verify-otp/:page', '/auth/verify-otp//')).toBeNull();
    expect(matchPattern('/x/:id', '/x/%E0%A4')).toBeNull();
  });
});

describe('findRoute', () => {
  const routes = [
    { path: '/auth', name: 'signin' },
    { path: '/auth/:page', name: 'any' },
    { path: '/auth/signup', name: 'signup' },
  ];

  it('gives the first route that matches, with its parameters', () => {
    expect(findRoute(routes, '/auth')?.route.name).toBe('signin');
    expect(findRoute(routes, '/auth/signup')).toEqual({
      route: routes[1],
      params: { page: 'signup' },
    });
    expect(findRoute(routes, '/elsewhere')).toBeUndefined();
  });
});

describe('splitHref', () => {
  it('splits a link into path, query and hash', () => {
    expect(splitHref('/auth?returnUrl=%2Fterms#top')).toEqual({
      pathname: '/auth',
      search: '?returnUrl=%2Fterms',
      hash: '#top',
    });
    expect(splitHref('signup', 'http://x/auth/')).toEqual({
      pathname: '/auth/signup',
      search: '',
      hash: '',
    });
  });
});
