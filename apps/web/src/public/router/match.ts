/**
 * The public app's route matching, framework-free. A pattern is a path whose segments are
 * literal ("signup", matched without regard to case, as React Router does) or a parameter
 * (":id", one non-empty segment, URI-decoded). A trailing slash does not matter.
 */
export type Params = Readonly<Record<string, string>>;

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** The parameters when `pathname` matches `pattern`, otherwise null. */
export function matchPattern(pattern: string, pathname: string): Params | null {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < wanted.length; i += 1) {
    const part = wanted[i] as string;
    const value = given[i] as string;
    if (part.startsWith(':')) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(value);
      } catch {
        return null;
      }
      params[part.slice(1)] = decoded;
    } else if (part.toLowerCase() !== value.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/** The first route whose pattern matches, with its parameters. */
export function findRoute<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): { route: R; params: Params } | undefined {
  for (const route of routes) {
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
}

/** "/auth?x=1#y" -> its path, query and hash, resolved against this site. */
export function splitHref(
  to: string,
  base = 'http://localhost',
): {
  pathname: string;
  search: string;
  hash: string;
} {
  const url = new URL(to, base);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
