/**
 * `sitemap.xml` and `robots.txt` from the site data: every built doc route at its canonical URL
 * (site URL + base path + route with trailing slash), with `lastmod` from the doc's last-updated
 * date. Only docs are listed, so the 404 page never is; drafts never reach the site data of a
 * production build, and any left are skipped here too.
 */
import type { SiteConfig } from '../config-types';
import { canonicalUrl, siteRootUrl } from '../urls';
import type { DocEntry } from '../site/frame';

type UrlConfig = Pick<SiteConfig, 'url' | 'basePath'>;

/** The docs a sitemap lists: drafts (when a build included them) left out. */
export type SitemapDoc = Pick<DocEntry, 'route' | 'lastUpdated'> & { draft?: boolean };

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** The sitemap's XML, one `<url>` per doc, in route order so rebuilds diff cleanly. */
export function buildSitemap(docs: SitemapDoc[], config: UrlConfig): string {
  const entries = docs
    .filter((doc) => !doc.draft)
    .map((doc) => ({ loc: canonicalUrl(config, doc.route), lastmod: doc.lastUpdated ? new Date(doc.lastUpdated).toISOString() : null }))
    .sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0))
    .map(({ loc, lastmod }) => `  <url>\n    <loc>${escapeXml(loc)}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}  </url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</urlset>', ''].join('\n');
}

/** The URL of the sitemap: `https://airy.co/docs/core/sitemap.xml`. */
export function sitemapUrl(config: UrlConfig): string {
  return `${siteRootUrl(config)}sitemap.xml`;
}

/**
 * `robots.txt`: everything may be crawled (the not-found page says `noindex` itself, which a
 * `Disallow` would hide from crawlers), and the sitemap's address.
 * Under a base path, crawlers read only the host's root `robots.txt`; the file is still written
 * so the operator can copy its `Sitemap:` line there (the README says so).
 */
export function buildRobots(config: UrlConfig): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemapUrl(config)}`, ''].join('\n');
}
