/** The query a visitor typed, made safe to search for and to put in a URL. */
import { nextBasePath } from '../urls';
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

/** The href of the search page for a query: `/docs/core/search/?q=helm%20upgrade`. */
export function searchPageHref(basePath: string, query: string): string {
  const trimmed = query.trim();
  return `${nextBasePath(basePath)}/search/${trimmed ? `?q=${encodeURIComponent(trimmed)}` : ''}`;
}
