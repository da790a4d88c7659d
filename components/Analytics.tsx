'use client';
/**
 * Page views: one on first load and one on every change of path, query or hash, with the new
 * page's title. Sent to Google Analytics 4 (gtag) and/or as a `sendBeacon` JSON to an endpoint.
 * Only rendered (and only downloaded) when `site.config.ts` configures analytics.
 */
import { useEffect } from 'react';
import type { AnalyticsConfig } from '@/lib/config-types';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const LOCATION_EVENT = 'docs:locationchange';
const TITLE_WAIT_MS = 1000;

/** Makes pushState/replaceState observable, as the router changes the URL with them. */
function observeHistory(): () => void {
  const { pushState, replaceState } = history;
  history.pushState = function (...args: Parameters<History['pushState']>) {
    pushState.apply(this, args);
    window.dispatchEvent(new Event(LOCATION_EVENT));
  };
  history.replaceState = function (...args: Parameters<History['replaceState']>) {
    replaceState.apply(this, args);
    window.dispatchEvent(new Event(LOCATION_EVENT));
  };
  return () => {
    history.pushState = pushState;
    history.replaceState = replaceState;
  };
}

function loadGtag(measurementId: string): Gtag {
  window.dataLayer = window.dataLayer ?? [];
  const gtag: Gtag = function gtag() {
    // gtag.js reads the arguments object itself, so it is pushed as is.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  return gtag;
}

export default function Analytics({ gaMeasurementId, endpoint }: AnalyticsConfig) {
  useEffect(() => {
    const gtag = gaMeasurementId ? loadGtag(gaMeasurementId) : null;
    let last = '';
    let lastPathname = '';
    let lastTitle = '';
    let referrer = document.referrer;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      const path = location.pathname + location.search + location.hash;
      if (path === last) return;
      const view = { path, title: document.title, referrer };
      referrer = location.href;
      last = path;
      lastPathname = location.pathname;
      lastTitle = document.title;
      if (endpoint) navigator.sendBeacon(endpoint, new Blob([JSON.stringify(view)], { type: 'application/json' }));
      gtag?.('event', 'page_view', { page_path: path, page_title: view.title, page_location: location.href });
    };
    // The router sets the new page's title just after the URL: on a change of page, wait (up to
    // TITLE_WAIT_MS) for the title to change so the view carries the new one.
    const schedule = () => {
      clearTimeout(timer);
      const started = Date.now();
      const attempt = () => {
        const newPage = location.pathname !== lastPathname;
        const titleReady = document.title !== '' && document.title !== lastTitle;
        if (!newPage || titleReady || Date.now() - started > TITLE_WAIT_MS) send();
        else timer = setTimeout(attempt, 25);
      };
      timer = setTimeout(attempt, 0);
    };
    const restore = observeHistory();
    send();
    window.addEventListener(LOCATION_EVENT, schedule);
    window.addEventListener('popstate', schedule);
    window.addEventListener('hashchange', schedule);
    return () => {
      restore();
      clearTimeout(timer);
      window.removeEventListener(LOCATION_EVENT, schedule);
      window.removeEventListener('popstate', schedule);
      window.removeEventListener('hashchange', schedule);
    };
  }, [gaMeasurementId, endpoint]);
  return null;
}
