'use client';
/**
 * The /search page: a field bound to `?q=` (typing replaces the address, so a reload, a shared
 * link or the back button brings the same search back), the result count, and every result
 * with its title, breadcrumb and highlighted excerpt, loaded a page at a time. The engine
 * (built-in index, or Algolia when DocSearch is configured) is loaded when the page starts.
 */
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import type { DocSearchConfig } from '@/lib/config-types';
import { SEARCH_PAGE_SIZE } from '@/lib/constants';
import { EXACT_PARAM, normalizeQuery, searchPageHref } from '@/lib/search/query';
import { CorrectionLine } from './CorrectionLine';
import type { SearchEngine } from './engine';
import { Excerpt } from './Excerpt';
import { rememberSearch } from './recent-store';
import { SearchField } from './SearchField';
import { useSearch } from './use-search';
import './search.css';
import './search-page.css';

const OPTIONS = { count: SEARCH_PAGE_SIZE, maxSections: 4 };
const EXACT_OPTIONS = { ...OPTIONS, exact: true };

/** The search page's query field (the static one first, then this component's). */
const FIELD_SELECTOR = '.search-page-form .search-input';

/** Queries offered as examples when the field is empty. */
const EXAMPLES = ['helm upgrade', 'webhook', 'kafka'];

interface SearchPageProps {
  basePath: string;
  siteUrl: string;
  docSearch?: DocSearchConfig;
}

function loadEngine({ basePath, siteUrl, docSearch }: SearchPageProps): Promise<SearchEngine> {
  if (docSearch) return import('./algolia-engine').then((module) => module.createAlgoliaEngine(docSearch, siteUrl, basePath));
  return import('./site-index-engine').then((module) => module.createSiteIndexEngine(basePath));
}

interface EarlyField {
  value: string;
  focused: boolean;
}

/** The static field this page replaces: what the reader typed there before the scripts started. */
function fieldBeforeStart(): EarlyField {
  if (typeof document === 'undefined') return { value: '', focused: false };
  const field = document.querySelector<HTMLInputElement>(FIELD_SELECTOR);
  return { value: field?.value ?? '', focused: Boolean(field) && document.activeElement === field };
}

/** The query in the address now. */
function addressQuery(): string {
  return new URLSearchParams(window.location.search).get('q') ?? '';
}

/** Puts the query in the address (?q=), without a new history entry; a new query is searched with corrections again. */
function writeAddress(query: string) {
  const url = new URL(window.location.href);
  if (query.trim()) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  url.searchParams.delete(EXACT_PARAM);
  window.history.replaceState(null, '', url);
}

export function SearchPage(props: SearchPageProps) {
  const { basePath } = props;
  const params = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const exact = params.get(EXACT_PARAM) === '1';
  // Read during the first render, while the static field is still in the document.
  const [early] = useState(fieldBeforeStart);
  const adoptEarly = useRef(!urlQuery && Boolean(early.value.trim()));
  const [draft, setDraft] = useState(adoptEarly.current ? early.value : urlQuery);
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [engineError, setEngineError] = useState<string | null>(null);
  const { state, normalizedQuery, retry, loadMore } = useSearch(engine, draft, exact ? EXACT_OPTIONS : OPTIONS);

  // Back and forward change the address without a new page: follow it. The router hands the
  // address to React in a transition, so while the reader types it can render a query the
  // address has already left behind; following that one would drop the keys typed since.
  useEffect(() => {
    if (adoptEarly.current) {
      adoptEarly.current = false;
      writeAddress(early.value);
      return;
    }
    if (urlQuery !== addressQuery()) return;
    setDraft((current) => (normalizeQuery(current) === normalizeQuery(urlQuery) ? current : urlQuery));
  }, [urlQuery, early]);

  // The reader was typing in the static field: keep the cursor in the live one, at the end,
  // before the next key can land elsewhere.
  useLayoutEffect(() => {
    const field = document.querySelector<HTMLInputElement>(FIELD_SELECTOR);
    if (!early.focused || !field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [early]);

  // The configuration is fixed for the life of the page.
  const config = useRef(props);
  const startEngine = useCallback(() => {
    setEngineError(null);
    loadEngine(config.current).then(setEngine, (error: unknown) => setEngineError(error instanceof Error ? error.message : String(error)));
  }, []);
  useEffect(startEngine, [startEngine]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setDraft(event.target.value);
    writeAddress(event.target.value);
  };

  const error = engineError ?? (state.status === 'error' ? state.message : null);
  const results = state.status === 'done' || state.status === 'loading' ? state.results : null;
  const correctedQuery = state.status === 'done' ? state.results.correctedQuery : undefined;
  return (
    <>
      <SearchField
        value={draft}
        onChange={onChange}
        onSubmit={(event) => {
          event.preventDefault();
          if (normalizedQuery) rememberSearch(normalizedQuery);
        }}
      />
      {error ? (
        <div className="search-message search-error" role="alert">
          <p>The search index could not be loaded: {error}</p>
          <p>Check your connection and try again.</p>
          <button type="button" className="search-retry" onClick={engineError ? startEngine : retry}>
            Retry
          </button>
        </div>
      ) : null}
      {!normalizedQuery ? (
        <div className="search-message">
          <p>Type a word or a phrase above: the search looks through the titles, headings and text of every page.</p>
          <p>
            For example:{' '}
            {EXAMPLES.map((example, index) => (
              <span key={example}>
                {index ? ', ' : ''}
                <a href={searchPageHref(basePath, example)}>{example}</a>
              </span>
            ))}
            .
          </p>
        </div>
      ) : null}
      {normalizedQuery && !error && !results ? <p className="search-message">Searching…</p> : null}
      <p className="search-count" role="status">
        {state.status === 'done' && state.results.hits.length
          ? `${state.results.total} ${state.results.total === 1 ? 'result' : 'results'} for “${correctedQuery ?? normalizedQuery}”`
          : ''}
      </p>
      {correctedQuery ? <CorrectionLine basePath={basePath} typed={normalizedQuery} corrected={correctedQuery} /> : null}
      {state.status === 'done' && !state.results.hits.length ? (
        <div className="search-message">
          <p>
            No results for “<strong>{normalizedQuery}</strong>”.
          </p>
          <p>
            Check the spelling, try fewer or more general words, or browse the documentation from the{' '}
            <a href={`${basePath}`}>home page</a> and its sidebar.
          </p>
          {exact ? (
            <p>
              This search took the words exactly as typed: <a href={searchPageHref(basePath, normalizedQuery)}>search with spelling corrections</a>.
            </p>
          ) : null}
        </div>
      ) : null}
      {normalizedQuery && results?.hits.length ? (
        <ol className="search-results" aria-label="Search results" aria-busy={state.status === 'loading'}>
          {results.hits.map((hit) => (
            <li key={hit.url} className="search-result">
              <h2>
                <a href={hit.url} onClick={() => rememberSearch(normalizedQuery)}>
                  {hit.title}
                </a>
              </h2>
              {hit.breadcrumb ? <span className="search-breadcrumb">{hit.breadcrumb}</span> : null}
              <p className="search-result-excerpt">
                <Excerpt segments={hit.excerpt} />
              </p>
              {hit.sections.some((section) => !section.isPage) ? (
                <ul className="search-result-sections" aria-label={`Sections of ${hit.title}`}>
                  {hit.sections
                    .filter((section) => !section.isPage)
                    .map((section) => (
                      <li key={section.url}>
                        <a href={section.url} onClick={() => rememberSearch(normalizedQuery)}>
                          {section.title}
                        </a>
                      </li>
                    ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {state.status === 'done' && state.results.loadMore ? (
        <div className="search-page-more">
          <button type="button" className="search-more" onClick={loadMore} disabled={state.loadingMore}>
            {state.loadingMore ? 'Loading…' : 'Show more results'}
          </button>
        </div>
      ) : null}
    </>
  );
}
