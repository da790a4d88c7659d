'use client';
/**
 * A doc page's body: its navigation column, article and table of contents (`lib/body/`). Next
 * renders this component the same on every doc page, an empty slot; the export pass puts the
 * page's own body in it, and client navigations fetch it (`index.body.txt`) beside the payload.
 * On hydration the component reads its own HTML back, so React keeps the server markup as it is,
 * and the sidebar's behaviour is attached to it (`body/sidebar-behaviour.ts`).
 */
import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DocsVersion } from '@/lib/config-types';
import { BODY_CHANGED_EVENT, DOC_BODY_ATTRIBUTE } from '@/lib/constants';
import { bodyUrlOfPage, pageUrl, routeOfPath } from '@/lib/urls';
import { attachSidebar } from './body/sidebar-behaviour';
import { rememberVersion } from './body/version-preference';
import { bodyFor, forgetBody, loadBody, rememberBody } from './navigation/doc-bodies';

/** Dispatched on window when a body is in the page, so the page script can enhance it. */
export const BODY_READY_EVENT = 'docs:body-ready';

/** Set once a body is on screen: from then on a body not in the cache is fetched, never read from the page. */
let hydrated = false;

function initialBody(src: string): string | null {
  const known = bodyFor(src);
  if (known !== undefined) return known;
  if (typeof document === 'undefined') return '';
  const element = hydrated ? null : document.querySelector(`[${DOC_BODY_ATTRIBUTE}]`);
  if (!element) return null;
  rememberBody(src, element.innerHTML);
  return element.innerHTML;
}

interface DocBodyProps {
  /** The body's file, relative to the page (`index.body.txt`); the page payload names it. */
  bodySrc: string;
  /** The site's base path, `/` or `/docs/core/`. */
  basePath: string;
  versions: DocsVersion[];
}

export function DocBody({ bodySrc, basePath, versions }: DocBodyProps) {
  // The router's path has no base path.
  const route = routeOfPath(usePathname());
  const src = bodyUrlOfPage(pageUrl(basePath, route), bodySrc);
  // A new page is a new body: nothing of the last page's state carries over.
  return <PageBody key={src} src={src} route={route} basePath={basePath} versions={versions} />;
}

function PageBody({ src, route, basePath, versions }: { src: string; route: string; basePath: string; versions: DocsVersion[] }) {
  const [html, setHtml] = useState(() => initialBody(src));
  const [failed, setFailed] = useState<string | null>(null);
  const slot = useRef<HTMLDivElement>(null);

  // Under `npm run dev` an edit of the doc reloads its body in place (the page keeps its state and scroll).
  useEffect(() => {
    if (process.env.NODE_ENV !== 'development') return;
    const onChange = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== src) return;
      forgetBody(src);
      loadBody(src, fetch.bind(window)).then(setHtml, (error: Error) => setFailed(error.message));
    };
    window.addEventListener(BODY_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(BODY_CHANGED_EVENT, onChange);
  }, [src]);

  // Before the browser paints the body: the sidebar shows as the reader left it (open categories, collapsed, scrolled).
  useLayoutEffect(() => {
    if (!html || !slot.current) return;
    hydrated = true;
    const detach = attachSidebar(slot.current, route, basePath);
    rememberVersion(versions);
    window.dispatchEvent(new Event(BODY_READY_EVENT));
    return detach;
  }, [html, route, basePath, versions]);

  useEffect(() => {
    if (html !== null) return;
    loadBody(src, fetch.bind(window)).then(setHtml, (error: Error) => setFailed(error.message));
  }, [src, html]);

  if (failed) {
    return (
      <p className="markdown" role="alert">
        This page&apos;s content could not be loaded ({failed}). <a href="">Reload the page</a>.
      </p>
    );
  }
  return (
    <div
      ref={slot}
      className="doc-layout"
      {...{ [DOC_BODY_ATTRIBUTE]: '' }}
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
      suppressHydrationWarning
    />
  );
}
