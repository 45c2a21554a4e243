import { isPublicPagePath } from '@shala/shared';
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { forgetSignIn, isAuthenticated } from '../../core/session';
import { pageTitle } from '../../core/titles';
import { findRoute, type Params, splitHref } from './match';

/**
 * The public app's router: a dozen routes, each a lazily imported page. Navigation inside the
 * public pages uses history.pushState; a link to any other page (the signed-in app) is a full
 * page load, because that page belongs to the other build.
 */
export type PublicRoute = {
  path: string;
  title: string;
  /** Pages of the sign-in area share its two-column layout and its guard (spec §2.1). */
  area?: 'auth';
  load: () => Promise<{ default: ComponentType }>;
};

export type NavigateOptions = { replace?: boolean; state?: unknown };
export type Navigate = (to: string, options?: NavigateOptions) => void;
export type RouterLocation = { pathname: string; search: string; hash: string; state: unknown };

type RouterValue = { location: RouterLocation; params: Params; navigate: Navigate };

const listeners = new Set<(scrollToTop: boolean) => void>();

/** A full page load: used for pages of the other app, or when no public router is running. */
export function loadPage(to: string, replace = false): void {
  if (replace) window.location.replace(to);
  else window.location.assign(to);
}

/** Goes to `to`: within the public app when it is a public page, else with a page load. */
export const navigate: Navigate = (to, { replace = false, state = null } = {}) => {
  const { pathname } = splitHref(to, window.location.href);
  if (listeners.size === 0 || !isPublicPagePath(pathname)) {
    loadPage(to, replace);
    return;
  }
  if (replace) window.history.replaceState(state, '', to);
  else window.history.pushState(state, '', to);
  for (const listener of listeners) listener(true);
};

const browserLocation = (): RouterLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: window.history.state,
});

const RouterContext = createContext<RouterValue | undefined>(undefined);

const useRouter = (): RouterValue =>
  useContext(RouterContext) ?? { location: browserLocation(), params: {}, navigate };

export const useNavigate = (): Navigate => useRouter().navigate;
export const useLocation = (): RouterLocation => useRouter().location;
export const useSearchParams = (): URLSearchParams =>
  new URLSearchParams(useRouter().location.search);
export function useParams<K extends string = string>(): Partial<Record<K, string>> {
  return useRouter().params as Partial<Record<K, string>>;
}

/**
 * Lets a public component (e.g. the contact form) live inside another app's router: its links
 * and navigations go through `navigate`.
 */
export function HostNavigation({
  navigate,
  children,
}: {
  navigate: Navigate;
  children: ReactNode;
}) {
  return (
    <RouterContext.Provider value={{ location: browserLocation(), params: {}, navigate }}>
      {children}
    </RouterContext.Provider>
  );
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
};

/** An <a href> that navigates without a page load when it can (plain clicks only). */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { navigate: go } = useRouter();
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || target) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    go(to, { replace });
  };
  return <a href={to} target={target} onClick={onLinkClick} {...rest} />;
}

type View = {
  location: RouterLocation;
  params: Params;
  route: PublicRoute;
  Page: ComponentType;
};

/**
 * Shows the page of the current address. Unknown addresses go to `notFoundPath` (spec §2.2).
 * Entering the sign-in area runs its guard (spec §2.1, §4): a signed-in browser goes to the
 * root, any other has its kept data cleared.
 */
export function PublicRouter({
  routes,
  notFoundPath = '/404',
  AuthLayout,
}: {
  routes: readonly PublicRoute[];
  notFoundPath?: string;
  AuthLayout: ComponentType<{ children: ReactNode }>;
}) {
  const [view, setView] = useState<View>();
  const [failed, setFailed] = useState(false);
  const area = useRef<PublicRoute['area'] | 'none'>('none');

  useEffect(() => {
    let latest = 0;
    const show = async (scrollToTop: boolean) => {
      latest += 1;
      const ticket = latest;
      const location = browserLocation();
      const found = findRoute(routes, location.pathname);
      if (!found) {
        navigate(`${notFoundPath}`, { replace: true });
        return;
      }
      const { route, params } = found;
      if (route.area === 'auth' && area.current !== 'auth') {
        if (isAuthenticated()) {
          loadPage('/', true);
          return;
        }
        forgetSignIn();
      }
      area.current = route.area;
      let Page: ComponentType;
      try {
        Page = (await route.load()).default;
      } catch (error) {
        console.error(error);
        if (ticket === latest) setFailed(true);
        return;
      }
      if (ticket !== latest) return;
      setFailed(false);
      setView({ location, params, route, Page });
      document.title = pageTitle(route.title);
      if (scrollToTop && !location.hash) window.scrollTo(0, 0);
    };
    listeners.add(show);
    const onPopState = () => void show(false);
    window.addEventListener('popstate', onPopState);
    void show(false);
    return () => {
      listeners.delete(show);
      window.removeEventListener('popstate', onPopState);
    };
  }, [routes, notFoundPath]);

  if (failed) return <LoadFailed />;
  if (!view) return null;
  const page = <view.Page />;
  return (
    <RouterContext.Provider value={{ location: view.location, params: view.params, navigate }}>
      {view.route.area === 'auth' ? <AuthLayout>{page}</AuthLayout> : page}
    </RouterContext.Provider>
  );
}

/** A page's files could not load (most often: a new release replaced them). */
function LoadFailed() {
  return (
    <main className="sh-load-failed">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. A new version of Shala may have been released.</p>
      <p>
        <button type="button" className="sh-btn sh-btn--outlined" onClick={() => location.reload()}>
          Reload
        </button>{' '}
        <a className="sh-link" href="/">
          Go to home
        </a>
      </p>
    </main>
  );
}
