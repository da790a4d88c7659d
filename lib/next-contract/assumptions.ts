/**
 * The assumptions the build, `npm run dev` and the benches make about Next's private output, each
 * with its name (for messages and tests) and the test files that check it. Every test file named
 * holds a test whose name is the assumption's (`tests/build/next-contract.test.ts` checks that it
 * does), so a Next upgrade that breaks one fails a test named after it.
 */

/** The Next version the assumptions were checked against. */
const CHECKED_NEXT_VERSION = '16.4.6';

/** One assumption: a name for messages and tests, what it says, and the tests that check it. */
export interface Assumption {
  name: string;
  says: string;
  /** Test files, from the project root, each with a test named after the assumption. */
  checkedBy: readonly string[];
}

const CONTRACT_TEST = 'tests/build/next-contract.test.ts';
const DEV_PAGE_TEST = 'tests/build/dev-page.test.ts';
const DEV_LOOP_TEST = 'tests/build/dev-loop.test.ts';
const DEV_REPLAY_TEST = 'tests/build/dev-replay.test.ts';

/** The assumptions, by key. */
export const NEXT_ASSUMPTIONS = {
  pageHtml: { name: 'page-html-file', says: 'every route is exported as ROUTE/index.html (trailingSlash: true), the frame this pass fills', checkedBy: [CONTRACT_TEST] },
  pagePayload: { name: 'page-payload-file', says: 'every route has its Flight payload in ROUTE/index.txt, which the navigation layer fetches before handing the URL to the router', checkedBy: [CONTRACT_TEST] },
  payloadBodySrc: { name: 'payload-body-src', says: 'a doc page\'s payload carries the DocBody prop as "bodySrc":"index.body.txt" (relative to the page), which the navigation layer reads to fetch the body', checkedBy: [CONTRACT_TEST] },
  payloadChunks: { name: 'payload-chunk-urls', says: 'a payload names its script chunks as "/_next/static/….js" strings, which the navigation layer checks before navigating', checkedBy: [CONTRACT_TEST] },
  charset: { name: 'charset-meta', says: '<head> opens with <meta charSet="utf-8"/>; the Content-Security-Policy meta goes right after it', checkedBy: [CONTRACT_TEST] },
  headEnd: { name: 'head-end', says: 'the page has one literal </head>, before which npm run dev puts its update script (React hydrates the head\'s own elements in order and skips one it did not render)', checkedBy: [CONTRACT_TEST] },
  startupScripts: { name: 'startup-scripts', says: 'the startup chunks are <script src="…" async=""></script> tags (with optional <link rel="preload" as="script"> hints), which the pass moves behind the first paint', checkedBy: [CONTRACT_TEST] },
  inlineScripts: { name: 'inline-scripts', says: 'inline scripts are <script>…</script> elements whose text never holds "</script", hashed as written for the CSP', checkedBy: [CONTRACT_TEST] },
  bodySlot: { name: 'body-slot', says: 'DocBody renders an empty <div … data-doc-body="" …></div> that the pass fills with the body', checkedBy: [CONTRACT_TEST] },
  segmentFiles: { name: 'segment-prefetch-files', says: 'the router\'s per-segment prefetch files are named __next.*.txt; the site never requests them, so the pass deletes them', checkedBy: [CONTRACT_TEST] },
  notFoundPage: { name: 'not-found-page', says: 'the not-found page is exported as 404.html, which static hosts serve for unknown paths', checkedBy: [CONTRACT_TEST] },
  prerenderedFrame: {
    name: 'prerendered-frame',
    says: 'next build keeps a copy of each page it exports in .next/server/app/ROUTE.html (index.html for /), the same bytes as out/ROUTE/index.html; an incremental build finishes pages again from it',
    checkedBy: [CONTRACT_TEST],
  },
  inlineFlight: {
    name: 'inline-flight',
    says: 'a page\'s HTML carries its Flight data in <script>self.__next_f.push([1,"…"])</script> tags: a JSON string, with &, <, >, U+2028 and U+2029 written as \\u escapes',
    checkedBy: [CONTRACT_TEST],
  },
  stampedPages: {
    name: 'stamped-pages',
    says: 'two doc pages whose metadata has the same fields differ in Next\'s output only in their route (the payload\'s "c" path array, its "k" segment key and the metadata\'s URLs) and their metadata\'s values, so the export writes most doc pages from a template page',
    checkedBy: [CONTRACT_TEST],
  },
  routerRequest: {
    name: 'router-payload-request',
    says: 'the router requests ROUTE/index.txt?_rsc=… (ROUTE.txt for the root under a base path, Next issue 73427), which the navigation layer answers from the file it fetched',
    checkedBy: ['tests/e2e/navigation.spec.ts', 'tests/e2e/base-path.spec.ts'],
  },
  buildTerminal: {
    name: 'build-terminal-lines',
    says: 'next build prints "✓ Generating static pages using N workers (DONE/TOTAL) in TIME" (after progress lines of the same words), which the build prints as "Next rendered N pages…" and bench/scale.mjs reads the time from, and then a route table from "Route (app)" to its legend ("○  (Static) …"), which lists the template routes and which the build leaves out with its other progress lines (lib/next-contract/terminal.ts)',
    checkedBy: [CONTRACT_TEST],
  },
  devPayloadRequest: {
    name: 'dev-payload-request',
    says: 'next dev answers ROUTE/?_rsc (an empty cache-busting value, which is what it expects when no router headers are sent) with an RSC header by the page payload; the navigation layer fetches it so, and npm run dev to learn which frame Next serves',
    checkedBy: [DEV_PAGE_TEST],
  },
  devPage: {
    name: 'dev-page-html',
    says: 'next dev renders a doc page in the frame the export fills (charset-meta, startup-scripts, inline-scripts and body-slot hold for it too), so the dev server finishes it with the export\'s assembly',
    checkedBy: [DEV_PAGE_TEST],
  },
  devFrameProp: {
    name: 'dev-frame-prop',
    says: 'next dev\'s payload of a page carries the root layout\'s data-dev-frame attribute as "data-dev-frame":"VERSION", which npm run dev waits for to know Next serves a new frame',
    checkedBy: [DEV_PAGE_TEST],
  },
  devStaticParams: {
    name: 'dev-static-params',
    says: 'next dev answers a doc route from the static params it loaded last and loads them again, in a new worker that reads the frame afresh, behind each answer; the routes it loaded are then the keys of "routes" in .next/dev/prerender-manifest.json (without the base path), which npm run dev waits for before it announces a new page: until then Next answers the new route 404, and prints that',
    checkedBy: [DEV_LOOP_TEST],
  },
  devErrorPages: {
    name: 'dev-error-pages',
    says: 'next dev answers its own error pages (a failed compile or render) with a status other than 200, which the dev server passes on unfinished; an unknown route never reaches Next (the dev server answers it with the not-found page), since next dev fails on it under output: export',
    checkedBy: [DEV_LOOP_TEST],
  },
  devReplayable: {
    name: 'dev-replayable',
    says: 'next dev answers a doc page, and the files under /_next/static/ it loads, alike in two sessions whose inputs (what next build reads, and the dev settings) are the same: the same markup and Flight rows apart from the request id self.__next_r, React\'s debug timings and the rows\' order; with reactDebugChannel off the page hydrates without its request, so npm run dev answers a second start\'s first page from what the first kept (lib/dev/replay.ts)',
    checkedBy: [DEV_REPLAY_TEST],
  },
  devHotReload: {
    name: 'dev-hot-reload-socket',
    says: 'next dev\'s browser runtime talks to it over HTTP and one WebSocket on the page\'s own host, the sources the dev policy adds to connect-src',
    checkedBy: ['tests/e2e/dev.spec.ts'],
  },
  devTerminal: {
    name: 'dev-terminal-lines',
    says: 'next dev prints each request it answers as "GET PATH STATUS in TIME (…, generate-params: TIME, …)", twice in 16.4: npm run dev prints the failures once and leaves the rest out (the page shows them), with Next\'s address and experiments (lib/next-contract/terminal.ts); bench/dev-loop.mjs reads generate-params from them',
    checkedBy: [DEV_LOOP_TEST],
  },
} as const satisfies Record<string, Assumption>;

/** A broken assumption: names it, the file, and what was found. */
export class NextContractError extends Error {
  constructor(
    readonly assumption: Assumption,
    readonly file: string,
    readonly found: string,
  ) {
    super(
      `Next contract "${assumption.name}" does not hold for ${file}: expected ${assumption.says}; found ${found}. ` +
        `The build relies on it (lib/next-contract/, checked against Next ${CHECKED_NEXT_VERSION}).`,
    );
    this.name = 'NextContractError';
  }
}
