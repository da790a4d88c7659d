/**
 * The href a site route gets in the exported HTML: base path first, and a trailing slash on
 * page routes (the export's `route/index.html` layout), never on files (`/img/a.svg`).
 */
import { nextBasePath } from './base-path';

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** The `rel` a link needs: `noopener noreferrer` when it leaves the site over the web. */
export function relFor(href: string): string | undefined {
  return /^(https?:)?\/\//i.test(href) ? 'noopener noreferrer' : undefined;
}

export function siteHref(basePath: string, href: string): string {
  if (EXTERNAL.test(href) || !href.startsWith('/')) return href;
  const match = /^([^?#]*)(.*)$/.exec(href)!;
  let path = match[1];
  const isFile = /\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '');
  if (!isFile && !path.endsWith('/')) path += '/';
  return nextBasePath(basePath) + path + match[2];
}
