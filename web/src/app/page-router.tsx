import {
  type AnchorHTMLAttributes,
  createContext,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

/**
 * Routing for public pages. Each public page is its own document: the server renders it (or it
 * was prerendered) and the browser hydrates just that page, so moving to another page is an
 * ordinary page load (precached by the service worker). That keeps a client-side router and its
 * data layer out of every visitor's first load; the back office, which is an application rather
 * than a set of pages, keeps React Router.
 *
 * The hooks mirror the few React Router ones the pages use, so the pages read the same either way.
 * Within a document, hash and query changes (FAQ answers, blog category chips) go through
 * history.pushState and re-render without a page load.
 */

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Changes on every navigation, also to the same address (scroll handling relies on it). */
  key: string;
}

/** A route error the page can show: an HTTP-like response (404…) or a failure without details. */
export interface PageError {
  status: number;
  statusText: string;
  data?: unknown;
}

interface PageRouterValue {
  location: PageLocation;
  loaderData: unknown;
  error: PageError | null;
  navigate: Navigate;
}

type To = string | { pathname?: string; search?: string; hash?: string };
type Navigate = (to: To | number, options?: { replace?: boolean }) => void;

const PageRouterContext = createContext<PageRouterValue | null>(null);

function usePageRouter(): PageRouterValue {
  const value = useContext(PageRouterContext);
  if (!value) throw new Error('Public page hooks need a <PageRouter> above them.');
  return value;
}

function locationOf(url: URL | Location, key: string): PageLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

function resolve(to: To, current: PageLocation): URL {
  const base = new URL(`${current.pathname}${current.search}${current.hash}`, 'http://page.local');
  if (typeof to === 'string') return new URL(to, base);
  const url = new URL(base);
  if (to.pathname !== undefined) url.pathname = to.pathname;
  if (to.search !== undefined) url.search = to.search;
  // A new path or query starts without the old hash unless one is given.
  url.hash = to.hash ?? (to.pathname !== undefined || to.search !== undefined ? '' : url.hash);
  return url;
}

let keys = 0;
const nextKey = () => `k${++keys}`;
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface PageRouterProps {
  /** The address the page was rendered for: the server's request; in the browser, the same
   *  address without its hash (which the server never receives), so hydration matches. */
  url: string;
  loaderData?: unknown;
  error?: PageError | null;
  children: ReactNode;
}

export function PageRouter({ url, loaderData, error = null, children }: PageRouterProps) {
  const [location, setLocation] = useState<PageLocation>(() =>
    locationOf(new URL(url, 'http://page.local'), 'initial'),
  );

  useIsomorphicLayoutEffect(() => {
    // As a transition: a part of the page still waiting for its script (see deferred.tsx) then
    // keeps the server's HTML until it hydrates, instead of being rendered afresh without it.
    const sync = () => startTransition(() => setLocation(locationOf(window.location, nextKey())));
    // The server never sees the hash, so the page hydrates without it and takes it in now.
    if (window.location.hash) sync();
    window.addEventListener('popstate', sync);
    window.addEventListener('hashchange', sync);
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener('hashchange', sync);
    };
  }, []);

  const navigate = useCallback<Navigate>(
    (to, options = {}) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const target = resolve(to, location);
      const href = `${target.pathname}${target.search}${target.hash}`;
      if (target.pathname !== location.pathname) {
        // Another page is another document.
        if (options.replace) window.location.replace(href);
        else window.location.assign(href);
        return;
      }
      if (options.replace) window.history.replaceState(null, '', href);
      else window.history.pushState(null, '', href);
      startTransition(() => setLocation(locationOf(target, nextKey())));
    },
    [location],
  );

  const value = useMemo(
    () => ({ location, loaderData, error, navigate }),
    [location, loaderData, error, navigate],
  );
  return <PageRouterContext.Provider value={value}>{children}</PageRouterContext.Provider>;
}

export function useLocation(): PageLocation {
  return usePageRouter().location;
}

export function useNavigate(): Navigate {
  return usePageRouter().navigate;
}

export function useLoaderData<T = unknown>(): T {
  return usePageRouter().loaderData as T;
}

export function useRouteError(): PageError | null {
  return usePageRouter().error;
}

export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** Goes to `to` once rendered (a signed-out visitor sent to the sign-in page). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/**
 * A link: a plain anchor, so following it to another page is an ordinary page load. On the same
 * page, a new anchor or query (the blog's category chips) changes the address without a reload,
 * and ScrollOnNavigate scrolls to the anchor smoothly or keeps the reading position.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, children, onClick, ...rest },
  ref,
) {
  const router = useContext(PageRouterContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!router || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || rest.target) return;
    const target = resolve(to, router.location);
    const { location } = router;
    const samePage = target.pathname === location.pathname;
    if (!samePage || (target.search === location.search && target.hash === '')) return;
    event.preventDefault();
    router.navigate(`${target.pathname}${target.search}${target.hash}`);
  };
  return (
    <a ref={ref} href={to} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
});
