/**
 * Netlify's `_headers` and `_redirects`, written into `out/` so a drag-and-drop or `netlify
 * deploy --dir out` serves the site like the nginx recipe: security headers everywhere, hashed
 * assets cached for a year, everything else revalidated, and the not-found page with status 404.
 * Paths carry the base path, so a site built for `/docs/core/` gets rules for `/docs/core/…`.
 */
import { CACHE_IMMUTABLE, SECURITY_HEADERS } from '../security-headers';
import { fileUrl } from '../urls';

/**
 * The `_headers` file. Netlify applies every matching block and joins a header named in two of
 * them with a comma, so `Cache-Control` appears once per path: hashed assets get the immutable
 * rule, and everything else keeps Netlify's default (`public, max-age=0, must-revalidate`), which
 * already revalidates.
 */
export function netlifyHeaders(basePath: string): string {
  return [
    fileUrl(basePath, '*'),
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`),
    '',
    fileUrl(basePath, '_next/static/*'),
    `  Cache-Control: ${CACHE_IMMUTABLE}`,
    '',
  ].join('\n');
}

/** The `_redirects` file: unknown paths under the base path get its `404.html` with status 404. */
export function netlifyRedirects(basePath: string): string {
  return [`${fileUrl(basePath, '*')} ${fileUrl(basePath, '404.html')} 404`, ''].join('\n');
}
