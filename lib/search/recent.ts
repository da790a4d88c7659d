/** The visitor's recent searches, kept in localStorage as a JSON array of queries, newest first. */
import { SEARCH_RECENT_MAX } from '../constants';
import { normalizeQuery } from './query';

/** Reads the stored value; anything that is not a list of strings counts as empty. */
export function parseRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, SEARCH_RECENT_MAX);
  } catch {
    return [];
  }
}

/** The list after searching `query`: it moves to the front, duplicates (any case) go, the oldest fall off. */
export function withRecentSearch(list: string[], query: string): string[] {
  const normalized = normalizeQuery(query);
  if (!normalized) return list;
  const key = normalized.toLowerCase();
  return [normalized, ...list.filter((item) => item.toLowerCase() !== key)].slice(0, SEARCH_RECENT_MAX);
}
