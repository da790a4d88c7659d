/**
 * The Content-Security-Policy of each exported page, as a `<meta http-equiv>` tag. The export's
 * inline scripts (Next's `self.__next_f.push` payload chunks, the next-themes script, the site's
 * head script, the home page's base-URL banner) differ per page, so each page lists the sha256
 * hashes of its own; no script runs from `'unsafe-inline'`. Styles keep `'unsafe-inline'`:
 * React renders `style` attributes and medium-zoom sets inline styles when it opens an image.
 */
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../config-types';

type CspConfig = Pick<SiteConfig, 'docSearch' | 'analytics'>;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^\s*(?:text\/javascript|application\/javascript|module)?\s*$/i;
const META = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;
const CHARSET = /<meta charSet="utf-8"\s*\/?>/i;

/** Hosts Algolia DocSearch talks to (search, and insights when enabled). */
export const DOCSEARCH_CONNECT = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];

/** Google Analytics 4 through gtag.js, per Google's CSP guide for GA4. */
export const GOOGLE_ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** The text of every inline script the browser would run (`src`-less, JavaScript type). */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? '';
    if (EXECUTABLE_TYPE.test(type)) found.push(match[2]);
  }
  return found;
}

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
 * and analytics hosts appear only when `site.config.ts` configures them.
 */
export function contentSecurityPolicy(scriptHashes: string[], config: CspConfig): string {
  const gtag = Boolean(config.analytics.gaMeasurementId);
  const endpoint = originOf(config.analytics.endpoint);
  const script = ["'self'", ...new Set(scriptHashes), ...(gtag ? GOOGLE_ANALYTICS.script : [])];
  const connect = [
    "'self'",
    ...(config.docSearch ? DOCSEARCH_CONNECT : []),
    ...(gtag ? GOOGLE_ANALYTICS.connect : []),
    ...(endpoint ? [endpoint] : []),
  ];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...(gtag ? GOOGLE_ANALYTICS.img : [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connect],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * The page with its policy tag first in `<head>`, right after the charset declaration (which
 * must stay in the first 1024 bytes), so it applies before any script or stylesheet. Running
 * it again replaces the tag, hashing the page as it is now.
 */
export function withContentSecurityPolicy(html: string, config: CspConfig): string {
  const page = html.replace(META, '');
  const policy = contentSecurityPolicy(inlineScripts(page).map(scriptHash), config);
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const charset = CHARSET.exec(page);
  if (charset) return page.slice(0, charset.index + charset[0].length) + tag + page.slice(charset.index + charset[0].length);
  const head = /<head\b[^>]*>/i.exec(page);
  if (!head) throw new Error('no <head> to put the Content-Security-Policy in');
  return page.slice(0, head.index + head[0].length) + tag + page.slice(head.index + head[0].length);
}
