/**
 * The public addresses of a page: its canonical URL (site URL + base path + route, trailing
 * slash) and its Markdown copy (`/cli/usage` → `/cli/usage.md`, the home page → `/index.md`).
 * Shared by the metadata, the sitemap, the llms files and the "Copy page" button.
 */
import type { SiteConfig } from './config-types';
import { siteHref } from './site-href';

type UrlConfig = Pick<SiteConfig, 'url' | 'basePath'>;

/** The site's origin plus base path, ending in `/`: `https://airy.co/docs/core/`. */
export function siteRootUrl(config: UrlConfig): string {
  return `${config.url.replace(/\/+$/, '')}${config.basePath}`;
}

/** The absolute URL of a site path (`/cli/usage` → `https://airy.co/cli/usage/`, files as they are). */
export function absoluteUrl(config: UrlConfig, path: string): string {
  if (!path.startsWith('/')) return path;
  return `${config.url.replace(/\/+$/, '')}${siteHref(config.basePath, path)}`;
}

/** The site path of a route's Markdown copy, without base path. */
export function markdownPath(route: string): string {
  return route === '/' ? '/index.md' : `${route.replace(/\/+$/, '')}.md`;
}

/** The file of a route's Markdown copy inside `out/` (`cli/usage.md`, `index.md`). */
export function markdownFile(route: string): string {
  return markdownPath(route).slice(1);
}
