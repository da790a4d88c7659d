/**
 * The dev server's answer for a path that is no page: status 404 and the site's not-found page,
 * made from a page Next renders without fail (the home page) with the not-found content in its
 * body slot. Asked for an unknown route itself, `next dev` fails on the catch-all route's
 * `generateStaticParams()` (HTTP 500 and its stack trace in the terminal) under `output: export`.
 * In dev the page also says which doc's file path was asked for when its `slug` moved it.
 */
import { escapeHtml } from '../body/html';
import { routeForDoc } from '../content';
import type { DocEntry } from '../site/frame';
import { pageUrl } from '../urls';

/** Whether a request path (base path taken off) would be a page: no file name extension but `.html`, nothing of Next's. */
export function looksLikePage(path: string): boolean {
  return !/^(_next|__)/.test(path) && !/\.(?!html$)[a-z0-9]+$/i.test(path);
}

/** The doc whose file path gives `route` when its `slug` moved it elsewhere. */
function movedDoc(route: string, docs: DocEntry[]): DocEntry | undefined {
  return docs.find((doc) => doc.route !== route && routeForDoc(doc.id, undefined) === route);
}

/** The not-found page's content for the body slot (as `app/not-found.tsx` lays it out). */
export function notFoundBody(route: string, basePath: string, home: string, docs: DocEntry[]): string {
  const moved = movedDoc(route, docs);
  const hint = moved
    ? `<p>In dev only: <code>${escapeHtml(moved.file)}</code> sets a <code>slug</code>, so its page is at <a href="${escapeHtml(pageUrl(basePath, moved.route))}">${escapeHtml(pageUrl(basePath, moved.route))}</a>.</p>`
    : '';
  return [
    '<main id="main-content" class="doc-main not-found" tabindex="-1"><div class="doc-container">',
    '<h1>Page Not Found</h1>',
    '<p>We could not find the page you asked for. The link may be out of date, or the address mistyped.</p>',
    hint,
    `<ul><li><a href="${escapeHtml(pageUrl(basePath, home))}">Go to the documentation home page</a></li><li><a href="${escapeHtml(pageUrl(basePath, '/search'))}">Search the documentation</a></li></ul>`,
    '</div></main>',
  ].join('');
}

/** A page's HTML with the not-found title in place of its own. */
export function withNotFoundTitle(html: string): string {
  return html.replace(/<title>[^<]*<\/title>/, (title) => title.replace(/>[^<|]*/, '>Page Not Found '));
}
