/**
 * Runs a search whenever the query changes and keeps what the interface shows: the previous
 * results stay on screen while the next ones load (no flicker while typing), a failure is
 * kept with a way to retry, and "more" appends to the list.
 */
import { useCallback, useEffect, useState } from 'react';
import { normalizeQuery } from '@/lib/search/query';
import type { SearchEngine, SearchOptions, SearchResults } from './engine';

export type SearchState =
  | { status: 'empty' }
  | { status: 'loading'; results: SearchResults | null }
  | { status: 'done'; results: SearchResults; loadingMore: boolean }
  | { status: 'error'; message: string };

function previousResults(state: SearchState): SearchResults | null {
  return state.status === 'done' || state.status === 'loading' ? state.results : null;
}

/** `engine` may be null while it loads; the state then stays "loading". */
export function useSearch(engine: SearchEngine | null, query: string, { count, maxSections, exact }: SearchOptions) {
  const [state, setState] = useState<SearchState>({ status: 'empty' });
  const [attempt, setAttempt] = useState(0);
  const normalized = normalizeQuery(query);

  useEffect(() => {
    if (!normalized) {
      setState({ status: 'empty' });
      return;
    }
    setState((previous) => ({ status: 'loading', results: previousResults(previous) }));
    if (!engine) return;
    let current = true;
    engine.search(normalized, { count, maxSections, exact }).then(
      (results) => {
        if (current && results) setState({ status: 'done', results, loadingMore: false });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [engine, normalized, attempt, count, maxSections, exact]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  const loadMore = useCallback(() => {
    if (state.status !== 'done' || !state.results.loadMore || state.loadingMore) return;
    const { results } = state;
    setState({ status: 'done', results, loadingMore: true });
    results.loadMore!().then(
      (more) => setState((now) => (now.status === 'done' && now.results === results ? { status: 'done', results: more, loadingMore: false } : now)),
      (error: unknown) => setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
  }, [state]);

  return { state, normalizedQuery: normalized, retry, loadMore };
}
