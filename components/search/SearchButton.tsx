'use client';
/**
 * The navbar's search box: a button with a keyboard hint. It and its shortcuts (Ctrl+K, ⌘K,
 * `/`) are all that a page loads of search; the dialog, its styles and the engine are fetched
 * on the first open (or on hover/focus, just before), so a doc page's first visit pays nothing.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { DocSearchConfig } from '@/lib/config-types';
import { isApplePlatform, isSearchShortcut } from '@/lib/search/keyboard';
import { SearchIcon } from './SearchIcon';
import './search-button.css';

/** What the lazily loaded dialogs (built-in or DocSearch) take. */
export interface SearchDialogProps {
  basePath: string;
  siteUrl: string;
  docSearch?: DocSearchConfig;
  /** What the visitor typed while the dialog was loading. */
  initialQuery: string;
  onClose: () => void;
}

interface SearchButtonProps {
  /** `/` or `/docs/core/`. */
  basePath: string;
  /** The site's origin, where a DocSearch crawler read it. */
  siteUrl: string;
  /** Set when Algolia DocSearch replaces the built-in search. */
  docSearch?: DocSearchConfig;
}

/**
 * The dialog's module. `process.env.DOCS_DOCSEARCH` is set at compile time (`next.config.mjs`,
 * from `docSearch` in `site.config.ts`): when DocSearch is not configured the branch is dead, and
 * Next never compiles or bundles DocSearch (a saving on every compile, `next dev`'s first one too; bench/README.md).
 */
function loadDialog(docSearch: boolean): Promise<ComponentType<SearchDialogProps>> {
  if (process.env.DOCS_DOCSEARCH === '1' && docSearch) return import('./DocSearchDialog').then((module) => module.default);
  return import('./SearchDialog').then((module) => module.default);
}

function inEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

export function SearchButton({ basePath, siteUrl, docSearch }: SearchButtonProps) {
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  // Set once the shortcuts listen (also when `aria-keyshortcuts` appears): ⌘ on Apple platforms.
  const [keys, setKeys] = useState<'apple' | 'other' | null>(null);
  const loading = useRef<Promise<ComponentType<SearchDialogProps>> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Keys typed between the shortcut and the dialog's first appearance go into its field.
  const waiting = useRef(false);
  const typed = useRef('');

  const prepare = useCallback(() => {
    loading.current ??= loadDialog(Boolean(docSearch));
    loading.current.then(
      (component) => setDialog(() => component),
      () => (loading.current = null),
    );
    return loading.current;
  }, [docSearch]);

  const openSearch = useCallback(() => {
    waiting.current = true;
    setOpen(true);
    void prepare();
  }, [prepare]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (waiting.current && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        typed.current += event.key;
        event.preventDefault();
        return;
      }
      if (event.defaultPrevented || event.repeat) return;
      const shortcut = isSearchShortcut({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        shiftKey: event.shiftKey,
        inEditable: inEditable(event.target),
      });
      if (!shortcut) return;
      event.preventDefault();
      openSearch();
    };
    window.addEventListener('keydown', onKeyDown);
    setKeys(isApplePlatform(navigator.platform || navigator.userAgent) ? 'apple' : 'other');
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openSearch]);

  const close = useCallback(() => setOpen(false), []);

  // Back to the button once the dialog is gone (a closing <dialog> would move focus itself).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus({ preventScroll: true });
    wasOpen.current = open;
    if (!open) typed.current = '';
    if (!open || Dialog) waiting.current = false;
  }, [open, Dialog]);

  const hint = keys === 'apple' ? '⌘K' : 'Ctrl K';
  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        onClick={openSearch}
        onPointerEnter={() => void prepare()}
        onFocus={() => void prepare()}
        aria-label="Search"
        aria-keyshortcuts={keys ? `${keys === 'apple' ? 'Meta' : 'Control'}+K /` : undefined}
        aria-haspopup="dialog"
        title={`Search (${hint} or /)`}
      >
        <SearchIcon className="search-button-icon" />
        <span className="search-button-label">Search</span>
        <kbd className="search-button-keys" aria-hidden="true">
          {hint}
        </kbd>
      </button>
      {open && Dialog ? (
        <Dialog basePath={basePath} siteUrl={siteUrl} docSearch={docSearch} initialQuery={typed.current} onClose={close} />
      ) : null}
    </>
  );
}
