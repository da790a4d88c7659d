/**
 * Which links are fetched ahead: content and prev/next links when they scroll into view (at
 * most a few per page, to keep idle traffic small), and any internal link on hover, touch or
 * keyboard focus. Each page is fetched at most once per visit (the loader caches it).
 */
import { isFilePath, pathBelowBase } from '@/lib/urls';

const IN_VIEW_LIMIT = 8;
const IN_VIEW_SELECTOR = '.markdown a[href], a[data-prefetch="view"]';

function internalUrl(anchor: HTMLAnchorElement, basePath: string): URL | null {
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || pathBelowBase(basePath, url.pathname) === null) return null;
  if (isFilePath(url.pathname) || url.pathname === location.pathname) return null;
  return url;
}

/** Starts watching links; returns the cleanup. */
export function observePrefetchLinks(basePath: string, prefetch: (url: URL) => void): () => void {
  const seen = new Set<string>();
  const fetchOnce = (anchor: Element | null) => {
    if (!(anchor instanceof HTMLAnchorElement)) return false;
    const url = internalUrl(anchor, basePath);
    if (!url || seen.has(url.pathname)) return false;
    seen.add(url.pathname);
    prefetch(url);
    return true;
  };
  let inView = 0;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      if (inView < IN_VIEW_LIMIT && fetchOnce(entry.target)) inView += 1;
    }
  });
  document.querySelectorAll(IN_VIEW_SELECTOR).forEach((anchor) => observer.observe(anchor));
  const onIntent = (event: Event) => fetchOnce((event.target as Element | null)?.closest?.('a[href]') ?? null);
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return () => {
    observer.disconnect();
    document.removeEventListener('mouseover', onIntent);
    document.removeEventListener('touchstart', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}
