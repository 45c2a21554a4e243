import { PRODUCT_NAME } from '@shala/shared';

/** Spec §2.3: the product name, a bar, then the route's title. */
export function pageTitle(routeTitle: string | undefined): string {
  return routeTitle ? `${PRODUCT_NAME} | ${routeTitle}` : PRODUCT_NAME;
}

export type RouteHandle = { title?: string };

/** The deepest matched route's title. */
export function titleOfMatches(matches: ReadonlyArray<{ handle?: unknown }>): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}
