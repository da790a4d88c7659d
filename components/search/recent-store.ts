/** Recent searches in localStorage; storage that is full or blocked just means no history. */
import { SEARCH_RECENT_KEY } from '@/lib/constants';
import { parseRecentSearches, withRecentSearch } from '@/lib/search/recent';

export function readRecentSearches(): string[] {
  try {
    return parseRecentSearches(localStorage.getItem(SEARCH_RECENT_KEY));
  } catch {
    return [];
  }
}

function write(list: string[]) {
  try {
    if (list.length) localStorage.setItem(SEARCH_RECENT_KEY, JSON.stringify(list));
    else localStorage.removeItem(SEARCH_RECENT_KEY);
  } catch {
    // Private mode or a full quota: the search works without history.
  }
}

/** Puts `query` first in the history and answers with the new list. */
export function rememberSearch(query: string): string[] {
  const list = withRecentSearch(readRecentSearches(), query);
  write(list);
  return list;
}

/** Forgets every recent search. */
export function clearRecentSearches() {
  write([]);
}
