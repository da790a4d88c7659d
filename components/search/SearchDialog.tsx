'use client';
/**
 * The built-in search dialog (loaded on the first open): results as you type, grouped by page
 * with the matching section and a highlighted excerpt; ↑ ↓ choose, Enter opens, Esc closes;
 * recent searches when the field is empty; "See all results" leads to the search page.
 * Results are plain links, so the site's navigation layer loads them like any other link.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { SEARCH_DIALOG_PAGES, SEARCH_DIALOG_SECTIONS } from '@/lib/constants';
import { searchPageHref } from '@/lib/search/query';
import { createSiteIndexEngine } from './site-index-engine';
import { CorrectionLine } from './CorrectionLine';
import { Excerpt } from './Excerpt';
import { clearRecentSearches, readRecentSearches, rememberSearch } from './recent-store';
import { searchOptionId as optionId, SearchOption } from './SearchOption';
import type { SearchDialogProps } from './SearchButton';
import { useSearch } from './use-search';
import { SearchIcon } from './SearchIcon';
import './search.css';
import './search-dialog.css';

const OPTIONS = { count: SEARCH_DIALOG_PAGES, maxSections: SEARCH_DIALOG_SECTIONS };
const LISTBOX_ID = 'search-dialog-options';

/** What each option of the list box stands for, in order: a link (result or "See all"), or a recent search. */
type Item = { kind: 'link' } | { kind: 'recent'; query: string };

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export default function SearchDialog({ basePath, initialQuery, onClose }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<string[]>([]);
  const engine = useMemo(() => createSiteIndexEngine(basePath), [basePath]);
  const { state, normalizedQuery, retry } = useSearch(engine, query, OPTIONS);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    setRecent(readRecentSearches());
    input.current?.focus();
    return () => element?.close();
  }, []);

  const results = state.status === 'done' || state.status === 'loading' ? state.results : null;
  const items: Item[] = useMemo(() => {
    if (!normalizedQuery) return recent.map((entry) => ({ kind: 'recent', query: entry }));
    if (state.status === 'done' && !state.results.hits.length) return [];
    const sections = (results?.hits ?? []).flatMap((hit) => hit.sections);
    return [...sections.map((): Item => ({ kind: 'link' })), { kind: 'link' }];
  }, [normalizedQuery, recent, results, state.status]);

  useEffect(() => setActive(0), [items]);
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (index: number) => {
    const item = items[index];
    if (!item) return;
    if (item.kind === 'recent') {
      setQuery(item.query);
      return;
    }
    // The same path a click takes: the navigation layer picks up the link.
    document.getElementById(optionId(index))?.closest('a')?.click();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!items.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Results still on their way (or of an older query): Enter shows all results of this one.
      choose(state.status === 'loading' ? items.length - 1 : active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  const onLinkClick = (event: MouseEvent) => {
    rememberSearch(normalizedQuery);
    if (isPlainClick(event)) onClose();
  };

  let index = -1;
  const optionProps = (className: string, href?: string) => {
    index += 1;
    return { index, className, href, selected: active === index, onHover: setActive, onChoose: choose, onFollow: onLinkClick };
  };

  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-label="Search the documentation"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      <div className="search-panel">
        <form className="search-form" role="search" onSubmit={(event) => event.preventDefault()}>
          <SearchIcon className="search-form-icon" />
          <input
            ref={input}
            className="search-input"
            type="text"
            role="combobox"
            aria-label="Search the documentation"
            aria-expanded={items.length > 0}
            aria-controls={LISTBOX_ID}
            aria-activedescendant={items.length ? optionId(active) : undefined}
            aria-autocomplete="list"
            placeholder="Search the docs"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="search-close" onClick={onClose} aria-label="Close search">
            <span className="search-close-key">Esc</span>
            <span className="search-close-word">Cancel</span>
          </button>
        </form>

        <div
          className="search-dialog-body"
          tabIndex={0}
          aria-busy={state.status === 'loading'}
          data-results-for={state.status === 'done' ? state.results.query : undefined}
        >
          <p className="sr-only" role="status">
            {state.status === 'done' ? `${state.results.total} ${state.results.total === 1 ? 'result' : 'results'}` : ''}
          </p>
          {state.status === 'error' ? (
            <div className="search-message search-error" role="alert">
              <p>Search is not available right now: the search index could not be loaded ({state.message}).</p>
              <button type="button" className="search-retry" onClick={retry}>
                Retry
              </button>
            </div>
          ) : null}
          {!normalizedQuery && !recent.length ? (
            <p className="search-message">
              Search the titles, headings and text of every page — for example <kbd>helm upgrade</kbd> or <kbd>kafka</kbd>.
            </p>
          ) : null}
          {state.status === 'loading' && !results ? (
            <p className="search-message">Searching…</p>
          ) : null}
          {state.status === 'done' && !state.results.hits.length ? (
            <div className="search-message">
              <p>
                No results for “<strong>{normalizedQuery}</strong>”.
              </p>
              <p>Check the spelling, or try fewer or more general words.</p>
            </div>
          ) : null}

          {state.status === 'done' && state.results.correctedQuery ? (
            <CorrectionLine
              basePath={basePath}
              typed={normalizedQuery}
              corrected={state.results.correctedQuery}
              onFollow={(event) => isPlainClick(event) && onClose()}
            />
          ) : null}
          {!normalizedQuery && recent.length ? <p className="search-section-label">Recent searches</p> : null}
          {items.length ? (
            <div id={LISTBOX_ID} role="listbox" aria-label={normalizedQuery ? 'Search results' : 'Recent searches'} className="search-options">
              {normalizedQuery && results
                ? results.hits.map((hit) => (
                    <div key={hit.url} role="group" aria-label={hit.title} className="search-group">
                      <div className="search-group-title" aria-hidden="true">
                        <span>{hit.title}</span>
                        {hit.breadcrumb ? <span className="search-breadcrumb">{hit.breadcrumb}</span> : null}
                      </div>
                      {hit.sections.map((section) => (
                        <SearchOption key={section.url} {...optionProps('search-option', section.url)}>
                          <span className="search-option-icon" aria-hidden="true">
                            {section.isPage ? '¶' : '#'}
                          </span>
                          <span className="search-option-text">
                            <span className="search-option-title">{section.title}</span>
                            <span className="search-option-excerpt">
                              <Excerpt segments={section.excerpt} />
                            </span>
                          </span>
                        </SearchOption>
                      ))}
                    </div>
                  ))
                : null}
              {normalizedQuery ? (
                <SearchOption key="all" {...optionProps('search-option search-option-all', searchPageHref(basePath, normalizedQuery))}>
                  <span className="search-option-title">
                    {state.status === 'done'
                      ? `See all ${state.results.total} ${state.results.total === 1 ? 'result' : 'results'} for “${normalizedQuery}”`
                      : `See all results for “${normalizedQuery}”`}
                  </span>
                </SearchOption>
              ) : (
                recent.map((entry) => (
                  <SearchOption key={`recent-${entry}`} {...optionProps('search-option search-option-recent')}>
                    <span className="search-option-icon" aria-hidden="true">
                      ↺
                    </span>
                    <span className="search-option-title">{entry}</span>
                  </SearchOption>
                ))
              )}
            </div>
          ) : null}
          {!normalizedQuery && recent.length ? (
            <button
              type="button"
              className="search-clear-recent"
              onClick={() => {
                clearRecentSearches();
                setRecent([]);
                input.current?.focus();
              }}
            >
              Clear recent searches
            </button>
          ) : null}
        </div>

        <footer className="search-dialog-footer" aria-hidden="true">
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> to choose
          </span>
          <span>
            <kbd>↵</kbd> to open
          </span>
          <span>
            <kbd>Esc</kbd> to close
          </span>
        </footer>
      </div>
    </dialog>
  );
}
