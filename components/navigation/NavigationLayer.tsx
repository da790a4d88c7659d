'use client';
/**
 * Client navigation for every internal link: the next page is loaded while the old one stays on
 * screen; a progress bar appears only if that takes 1000 ms; the view then scrolls to the hash
 * or the top. A failed load shows the error box with Retry in the content area. Links in view
 * (content, prev/next) and links hovered or touched are fetched ahead unless the connection
 * asks to save data.
 */
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { createPortal } from 'react-dom';
import { PROGRESS_BAR_DELAY_MS } from '@/lib/constants';
import { decideClick, shouldSkipPrefetch, type ConnectionInfo } from '@/lib/navigation';
import { pathBelowBase } from '@/lib/urls';
import { ErrorBox, LoadingSpinner } from '../ErrorBox';
import { installFetchBridge, loadRoute, RouteLoadError } from './route-loader';
import { observePrefetchLinks } from './prefetch';

type NProgressApi = typeof import('nprogress');
let progressBar: Promise<NProgressApi> | null = null;

/** nprogress is fetched when the first navigation starts, long before its 1000 ms delay ends. */
function loadProgressBar(): Promise<NProgressApi> {
  progressBar ??= import('nprogress').then(({ default: nprogress }) => {
    nprogress.configure({ showSpinner: false });
    return nprogress;
  });
  return progressBar;
}

type LoadState =
  | { status: 'idle' }
  | { status: 'loading'; url: URL; retry: boolean }
  | { status: 'failed'; url: URL; message: string };

/** `basePath`: the site's, `/` or `/docs/core/`. */
export function NavigationLayer({ basePath }: { basePath: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const [state, setState] = useState<LoadState>({ status: 'idle' });
  const [isPending, startTransition] = useTransition();
  const navigation = useRef({ token: 0, timer: 0 as ReturnType<typeof setTimeout> | 0, pushed: null as URL | null });

  const stopBar = useCallback(() => {
    clearTimeout(navigation.current.timer);
    if (progressBar) void progressBar.then((bar) => bar.done());
  }, []);

  const navigate = useCallback(
    async (url: URL, retry = false) => {
      const token = ++navigation.current.token;
      clearTimeout(navigation.current.timer);
      const bar = loadProgressBar();
      navigation.current.timer = setTimeout(() => void bar.then((nprogress) => nprogress.start()), PROGRESS_BAR_DELAY_MS);
      setState({ status: 'loading', url, retry });
      try {
        // A prefetch that failed while the page was loading (a server busy or restarting) is tried once more.
        await loadRoute(url.pathname).catch(() => loadRoute(url.pathname));
      } catch (error) {
        if (token !== navigation.current.token) return;
        stopBar();
        const message = error instanceof RouteLoadError ? error.message : String(error);
        setState({ status: 'failed', url, message });
        return;
      }
      if (token !== navigation.current.token) return;
      navigation.current.pushed = url;
      // Next's router takes paths without the base path.
      startTransition(() => router.push(`/${pathBelowBase(basePath, url.pathname) ?? ''}${url.search}${url.hash}`, { scroll: false }));
    },
    [basePath, router, stopBar],
  );

  // A pushed navigation is complete when its transition has committed the new page.
  useEffect(() => {
    const pushed = navigation.current.pushed;
    if (isPending || !pushed) return;
    navigation.current.pushed = null;
    stopBar();
    setState({ status: 'idle' });
    const target = pushed.hash ? document.getElementById(decodeURIComponent(pushed.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [isPending, pathname, stopBar]);

  useEffect(() => {
    // Under `npm run dev` there are no payload files to hand the router: it fetches its own.
    if (process.env.NODE_ENV === 'production') installFetchBridge();
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor) return;
      const decision = decideClick({
        button: event.button,
        modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        defaultPrevented: event.defaultPrevented,
        target: anchor.getAttribute('target'),
        download: anchor.hasAttribute('download'),
        toggle: anchor.hasAttribute('aria-expanded'),
        href: new URL(anchor.href, location.href),
        current: new URL(location.href),
        basePath,
      });
      if (decision !== 'navigate') return;
      event.preventDefault();
      void navigate(new URL(anchor.href, location.href));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [basePath, navigate]);

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    if (shouldSkipPrefetch(connection)) return;
    return observePrefetchLinks(basePath, (url) => {
      loadRoute(url.pathname).catch((error: Error) => console.warn(`Prefetching ${url.pathname} failed: ${error.message}`));
    });
  }, [basePath, pathname]);

  const main = typeof document !== 'undefined' ? document.getElementById('main-content') : null;
  useEffect(() => {
    const showOverlay = state.status === 'failed' || (state.status === 'loading' && state.retry);
    main?.toggleAttribute('data-load-state', showOverlay);
  }, [main, state]);

  if (!main || state.status === 'idle' || (state.status === 'loading' && !state.retry)) return null;
  return createPortal(
    state.status === 'failed' ? (
      <ErrorBox message={state.message} href={state.url.href} onRetry={() => void navigate(state.url, true)} />
    ) : (
      <LoadingSpinner />
    ),
    main,
  );
}
