/**
 * The Content-Security-Policy of each exported page, as a `<meta http-equiv>` tag. The export's
 * inline scripts (Next's `self.__next_f.push` payload chunks, the next-themes script, the site's
 * head script, the home page's base-URL banner) differ per page, so each page lists the sha256
 * hashes of its own; no script runs from `'unsafe-inline'`. Styles keep `'unsafe-inline'`:
 * React renders `style` attributes and medium-zoom sets inline styles when it opens an image.
 * Content may load images, media and frames from the origins `externalResources` names, on
 * every page. Under `npm run dev` a page gets the same policy, widened only by what the dev
 * runtime needs (`DevPolicy`).
 */
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../config-types';

type CspConfig = Pick<SiteConfig, 'docSearch' | 'analytics' | 'externalResources'>;

/** What about one page widens its policy. */
export interface PagePolicyNeeds {
  /** The page has endpoint sections, whose "Try it" panel sends to the reader's own Airy instance. */
  endpoints: boolean;
  /** Served by `npm run dev`: what its runtime needs besides the page's own policy. */
  dev?: DevPolicy;
}

/** What `npm run dev` adds to a page's policy, and nothing else. */
export interface DevPolicy {
  /** The sources the dev runtime talks to besides this origin's HTTP (Next's hot-reload WebSocket). */
  connect: string[];
}

/** React's development build and Turbopack's hot updates evaluate code: `npm run dev` only. */
const DEV_SCRIPT = ["'unsafe-eval'"];

/**
 * Where "Try it" may send from an endpoint page: the reader's instance, at any `https:` origin,
 * or `http:` for a local one (from an `https:` page the browser still blocks `http:` hosts other
 * than localhost as mixed content; the panel explains that). Only endpoint pages get it.
 */
const TRY_IT_CONNECT = ['https:', 'http:'];

/** Hosts Algolia DocSearch talks to (search, and insights when enabled). */
const DOCSEARCH_CONNECT = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];

/** Google Analytics 4 through gtag.js, per Google's CSP guide for GA4. */
const GOOGLE_ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** A CSP hash source for a script's text: `'sha256-…'`. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
}

/**
 * The policy for one page. Built-in search loads `/search-index/*` from this origin; DocSearch
 * and analytics hosts appear only when `site.config.ts` configures them, and other hosts only on
 * pages with endpoints.
 */
export function contentSecurityPolicy(scriptHashes: string[], config: CspConfig, page: PagePolicyNeeds = { endpoints: false }): string {
  const gtag = Boolean(config.analytics.gaMeasurementId);
  const endpoint = originOf(config.analytics.endpoint);
  const script = ["'self'", ...new Set(scriptHashes), ...(gtag ? GOOGLE_ANALYTICS.script : []), ...(page.dev ? DEV_SCRIPT : [])];
  const external = config.externalResources ?? {};
  const connect = [
    "'self'",
    ...(config.docSearch ? DOCSEARCH_CONNECT : []),
    ...(gtag ? GOOGLE_ANALYTICS.connect : []),
    ...(endpoint ? [endpoint] : []),
    ...(page.endpoints ? TRY_IT_CONNECT : []),
    ...(page.dev?.connect ?? []),
  ];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...(gtag ? GOOGLE_ANALYTICS.img : []), ...(external.images ?? [])]],
    ['font-src', ["'self'", 'data:']],
    ...optionalDirective('media-src', external.media),
    ...optionalDirective('frame-src', external.frames),
    ['connect-src', connect],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** A directive that only widens `default-src 'self'`: written only when it names other origins. */
function optionalDirective(name: string, origins: string[] | undefined): [string, string[]][] {
  return origins?.length ? [[name, ["'self'", ...origins]]] : [];
}

/** The policy as the `<meta>` tag that goes first in `<head>` (right after the charset). */
export function policyMetaTag(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
}
