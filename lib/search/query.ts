/** The query a visitor typed, made safe to search for and to put in a URL. */
import { pageUrl } from '../urls';
import { SEARCH_QUERY_MAX_LENGTH } from '../constants';

/**
 * Collapses white space and control characters and cuts the query to
 * `SEARCH_QUERY_MAX_LENGTH` characters (never inside a character outside the BMP), so a pasted
 * 10,000-character text searches its beginning instead of loading the whole index.
 */
export function normalizeQuery(raw: string): string {
  const collapsed = raw.replace(/[\p{Cc}\s]+/gu, ' ').trim();
  const characters = Array.from(collapsed);
  return characters.length > SEARCH_QUERY_MAX_LENGTH ? characters.slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trim() : collapsed;
}

/** The search page's address parameter that turns corrections off: `?q=kafak&exact=1`. */
export const EXACT_PARAM = 'exact';

/**
 * The href of the search page for a query: `/docs/core/search/?q=helm%20upgrade`; with `exact`,
 * the search of the words exactly as typed (`&exact=1`).
 */
export function searchPageHref(basePath: string, query: string, { exact = false } = {}): string {
  const trimmed = query.trim();
  return `${pageUrl(basePath, '/search')}${trimmed ? `?q=${encodeURIComponent(trimmed)}${exact ? `&${EXACT_PARAM}=1` : ''}` : ''}`;
}
