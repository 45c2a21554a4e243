/** Where an unauthenticated visit to `url` is sent: /auth with the attempted address. */
export function signInRedirectPath(url: URL | Location): string {
  const attempted = `${url.pathname}${url.search}${url.hash}`;
  return `/auth?returnUrl=${encodeURIComponent(attempted)}`;
}
