/** Timings and thresholds from the spec and the issues, in one typed place. */

/** spec: the progress bar shows only after 1000 ms, so fast navigations never flash it. */
export const PROGRESS_BAR_DELAY_MS = 1000;

/** spec: image zoom is attached 1000 ms after load and after each route change. */
export const ZOOM_SETUP_DELAY_MS = 1000;

/** spec: scrolling more than 40 px closes a zoomed image. */
export const ZOOM_SCROLL_OFFSET_PX = 40;

/** spec: zoom margin 0 and a white background. */
export const ZOOM_MARGIN_PX = 0;
export const ZOOM_BACKGROUND = '#ffffff';

/** Prefetching is skipped when the connection reports a 2g type or data saving. */
export const PREFETCH_SKIP_EFFECTIVE_TYPE = '2g';

/** How many loaded page payloads the navigation layer keeps in memory. */
export const PAYLOAD_CACHE_SIZE = 60;

/** localStorage key of the preferred docs version (the original engine's key). */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** Id of the checkbox that opens the mobile drawer (CSS-only, so it works without JavaScript). */
export const DRAWER_TOGGLE_ID = 'nav-drawer-toggle';

/** The designed default Open Graph image (source: `design/og-image.svg`), in `public/`. */
export const OG_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Airy Documentation: install, configure and build on Airy Core',
} as const;

/** Theme colours announced to the browser, per colour scheme (the page backgrounds). */
export const THEME_COLORS = { light: '#ffffff', dark: '#1b1b1d' } as const;

/** How long a copy button says "Copied" (or "Copy failed") before its label comes back. */
export const COPIED_LABEL_MS = 2000;

/** Separator between the categories of a search result's breadcrumb. */
export const SEARCH_BREADCRUMB_SEPARATOR = ' › ';

/** Folder of the built-in search index inside the exported site (`out/search-index/`). */
export const SEARCH_INDEX_DIR = 'search-index';

/** Longest query sent to the search engine; longer input is cut (the field keeps what was typed). */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** Pause after a keystroke before searching, so fast typing runs one search, not one per key. */
export const SEARCH_DEBOUNCE_MS = 80;

/** localStorage key of the visitor's recent searches (a JSON array of queries, newest first). */
export const SEARCH_RECENT_KEY = 'search-recent';

/** How many recent searches are kept. */
export const SEARCH_RECENT_MAX = 5;

/** Pages shown in the search dialog; the rest are behind "See all results". */
export const SEARCH_DIALOG_PAGES = 6;

/** Sections shown under one page in the search dialog. */
export const SEARCH_DIALOG_SECTIONS = 3;

/** Results loaded at a time on the search page. */
export const SEARCH_PAGE_SIZE = 10;

/**
 * Latest start of a page's scripts after `load` when no first paint was reported (a browser that
 * reports none, a page that never painted): the page still becomes interactive.
 */
export const SCRIPT_START_FALLBACK_MS = 3000;

/**
 * Attribute on `<html>` once the page's React code runs and listens (set by `PageEnhancements`):
 * the script loader repeats a button press made before it, and tests wait for it.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Where the dev server (`npm run dev`) sends the open pages its updates, under the base path. */
export const DEV_EVENTS_PATH = '__docs/events';
/** The named event on that stream that has the open pages load again (a page from the replay whose files Next now names otherwise). */
export const DEV_RELOAD_EVENT = 'reload';
/** The header of a page the dev server answered from the last session's copy of Next's answers (for tests and tools; the page is the same). */
export const DEV_REPLAYED_HEADER = 'x-docs-replayed';
/** Attribute of the element a doc body goes in; its value is the body's URL (`components/DocBody.tsx`). */
export const DOC_BODY_ATTRIBUTE = 'data-doc-body';

/** `npm run dev` only: dispatched on window when a body changed; `detail` is the body's URL. */
export const BODY_CHANGED_EVENT = 'docs:body-changed';

/** Where the dev server says whether a rebuild is waiting or running: `{ version, busy }`. */
export const DEV_STATUS_PATH = '__docs/status';

/**
 * Attribute of an endpoint signature paragraph in a doc body (`data-endpoint="POST /tags.list"`),
 * written by the renderer: the page script adds the section's "Try it" button there.
 */
export const ENDPOINT_ATTRIBUTE = 'data-endpoint';

/** sessionStorage key of the "Try it" host; the tab forgets it when it closes. */
export const TRY_IT_HOST_KEY = 'try-it-host';

/** sessionStorage key prefix of the "Try it" tokens, one per kind (`try-it-token-systemToken`). */
export const TRY_IT_TOKEN_KEY_PREFIX = 'try-it-token-';

/** How long "Try it" waits for an answer before it gives up and says the host did not answer. */
export const TRY_IT_TIMEOUT_MS = 30_000;

/** The docs' MCP server as one file inside the exported site (`mcp/bundle.ts` writes it, `llms.txt` names it). */
export const MCP_BUNDLE_FILE = 'mcp/airy-docs-mcp.mjs';
