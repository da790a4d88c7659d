/**
 * Every assumption the build makes about Next's exported output, and `npm run dev` about Next's
 * dev output, named once. The export pass (`lib/export/`) and the dev server (`lib/dev/`) read
 * Next's output only through this module, and each assumption is checked
 * where it is used: when it does not hold, the build fails with the assumption's name, the
 * file, and what was found instead. `tests/build/next-contract.test.ts` builds a small fixture
 * site through the real pipeline and checks each assumption against it, so a Next upgrade that
 * changes the output breaks one named test, not the site.
 *
 * Checked against Next 16.4.6 (`package.json` pins it). To raise Next: change the pin, run
 * `npm install` and `node --import tsx --test tests/build/next-contract.test.ts`, fix what it
 * names, then run `npm test`.
 */
import { pathBelowBase } from './urls';

/** The Next version the assumptions were checked against. */
const CHECKED_NEXT_VERSION = '16.4.6';

/** One assumption: a name for messages and tests, and what it says. */
export interface Assumption {
  name: string;
  says: string;
}

/** The assumptions, by key. */
export const NEXT_ASSUMPTIONS = {
  pageHtml: { name: 'page-html-file', says: 'every route is exported as ROUTE/index.html (trailingSlash: true), the frame this pass fills' },
  pagePayload: { name: 'page-payload-file', says: 'every route has its Flight payload in ROUTE/index.txt, which the navigation layer fetches before handing the URL to the router' },
  payloadBodySrc: { name: 'payload-body-src', says: 'a doc page\'s payload carries the DocBody prop as "bodySrc":"index.body.txt" (relative to the page), which the navigation layer reads to fetch the body' },
  payloadChunks: { name: 'payload-chunk-urls', says: 'a payload names its script chunks as "/_next/static/….js" strings, which the navigation layer checks before navigating' },
  charset: { name: 'charset-meta', says: '<head> opens with <meta charSet="utf-8"/>; the Content-Security-Policy meta goes right after it' },
  headEnd: { name: 'head-end', says: 'the page has one literal </head>, before which npm run dev puts its update script (React hydrates the head\'s own elements in order and skips one it did not render)' },
  startupScripts: { name: 'startup-scripts', says: 'the startup chunks are <script src="…" async=""></script> tags (with optional <link rel="preload" as="script"> hints), which the pass moves behind the first paint' },
  inlineScripts: { name: 'inline-scripts', says: 'inline scripts are <script>…</script> elements whose text never holds "</script", hashed as written for the CSP' },
  bodySlot: { name: 'body-slot', says: 'DocBody renders an empty <div … data-doc-body="" …></div> that the pass fills with the body' },
  segmentFiles: { name: 'segment-prefetch-files', says: 'the router\'s per-segment prefetch files are named __next.*.txt; the site never requests them, so the pass deletes them' },
  notFoundPage: { name: 'not-found-page', says: 'the not-found page is exported as 404.html, which static hosts serve for unknown paths' },
  prerenderedFrame: {
    name: 'prerendered-frame',
    says: 'next build keeps a copy of each page it exports in .next/server/app/ROUTE.html (index.html for /), the same bytes as out/ROUTE/index.html; an incremental build finishes pages again from it',
  },
  devPayloadRequest: {
    name: 'dev-payload-request',
    says: 'next dev answers ROUTE/?_rsc (an empty cache-busting value, which is what it expects when no router headers are sent) with an RSC header by the page payload, and 404 for an unknown route; checked in the browser by tests/e2e/dev.spec.ts',
  },
  devPage: {
    name: 'dev-page-html',
    says: 'next dev renders a doc page in the frame the export fills (charset-meta, startup-scripts, inline-scripts and body-slot hold for it too), so the dev server finishes it with the export\'s assembly; checked by tests/build/dev-page.test.ts',
  },
  devErrorPages: {
    name: 'dev-error-pages',
    says: 'next dev answers its own error pages (a failed compile or render) with a status other than 200, which the dev server passes on unfinished; an unknown route never reaches Next (the dev server answers it with the not-found page, tests/build/dev-page.test.ts), since next dev fails on it under output: export',
  },
  devHotReload: {
    name: 'dev-hot-reload-socket',
    says: 'next dev\'s browser runtime talks to it over HTTP and one WebSocket on the page\'s own host, the sources the dev policy adds to connect-src; checked in the browser by tests/e2e/dev.spec.ts, whose edits show in the open page',
  },
  devFrameProp: {
    name: 'dev-frame-prop',
    says: 'next dev\'s payload of a page carries the root layout\'s data-dev-frame attribute as "data-dev-frame":"VERSION", which npm run dev waits for to know Next serves a new frame; checked by tests/build/dev-page.test.ts',
  },
  inlineFlight: {
    name: 'inline-flight',
    says: 'a page\'s HTML carries its Flight data in <script>self.__next_f.push([1,"…"])</script> tags: a JSON string, with &, <, >, U+2028 and U+2029 written as \\u escapes',
  },
  stampedPages: {
    name: 'stamped-pages',
    says: 'two doc pages whose metadata has the same fields differ in Next\'s output only in their route (the payload\'s "c" path array, its "k" segment key and the metadata\'s URLs) and their metadata\'s values, so the export writes most doc pages from a template page; tests/build/next-contract.test.ts compares such pages with the pages Next renders',
  },
  routerRequest: {
    name: 'router-payload-request',
    says: 'the router requests ROUTE/index.txt?_rsc=… (ROUTE.txt for the root under a base path, Next issue 73427); checked in the browser by tests/e2e/navigation.spec.ts and base-path.spec.ts',
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
        `The build relies on it (lib/next-contract.ts, checked against Next ${CHECKED_NEXT_VERSION}).`,
    );
    this.name = 'NextContractError';
  }
}

const CHARSET = '<meta charSet="utf-8"/>';
const SEGMENT_FILE = /^__next\..*\.txt$/;
const BODY_SRC = /"bodySrc":"([^"]+)"/;
const CHUNK_URL = /"((?:\/[^"\s]*)?\/_next\/static\/[^"\s]+?\.js)"/g;
const PAYLOAD_ROW = /^(\d+|[0-9a-f]+):/m;

/** A tag found in a frame: where it starts and ends, its name and attributes, and a script's text. */
interface FrameTag {
  start: number;
  end: number;
  name: string;
  attributes: Map<string, string>;
  /** The text of a `<script>` element. */
  text?: string;
}

const TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>|<(link|meta|a|img|div)\b([^>]*?)\/?>/g;
/** Script types the browser runs (data blocks such as `application/ld+json` need no hash). */
const EXECUTABLE_TYPE = /^\s*(?:text\/javascript|application\/javascript|module)?\s*$/i;
const ATTRIBUTE = /\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?/g;

function attributesOf(text: string): Map<string, string> {
  return new Map([...text.matchAll(ATTRIBUTE)].map((match) => [match[1], match[2] ?? '']));
}

/** The tags of a frame the pass cares about, in order (a named byte-pattern scan, no HTML parser). */
function scanTags(html: string): FrameTag[] {
  const tags: FrameTag[] = [];
  for (const match of html.matchAll(TAG)) {
    const isScript = match[1] !== undefined;
    tags.push({
      start: match.index,
      end: match.index + match[0].length,
      name: isScript ? 'script' : match[3],
      attributes: attributesOf(isScript ? match[1] : match[4]),
      text: isScript ? match[2] : undefined,
    });
  }
  return tags;
}

/** What the export pass needs from one exported page, found at named places. */
export interface FrameAnchors {
  /** Offset just after the charset meta: where the policy goes. */
  policyAt: number;
  /** Offset of `</head>`: where `npm run dev` puts its update script. */
  headEndAt: number;
  /** The startup script tags (offsets and sources), in order. */
  startupScripts: { start: number; end: number; src: string }[];
  /** Script preload hints, to remove with the tags they announce. */
  scriptPreloads: { start: number; end: number; href: string }[];
  /** The text of every inline script, for the policy's hashes. */
  inlineScripts: string[];
  /** Offset where the doc body goes, or null for a page without a body (search, 404). */
  bodyAt: number | null;
  /** Every `href`/`src` of the frame's links, images, scripts and stylesheets, decoded. */
  links: string[];
}

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/**
 * Finds the anchors of a page exported by Next; `hasBody` for a doc page, whose DocBody leaves a
 * slot for its body. Throws `NextContractError` when an assumption fails.
 */
export function readFrame(html: string, file: string, hasBody: boolean): FrameAnchors {
  const charset = html.indexOf(CHARSET);
  const head = html.indexOf('<head>');
  if (charset < 0 || head < 0 || charset !== head + '<head>'.length) {
    throw new NextContractError(NEXT_ASSUMPTIONS.charset, file, charset < 0 ? 'no such meta tag' : `it at offset ${charset}, not first in <head>`);
  }
  const headEndAt = html.indexOf('</head>');
  if (headEndAt < 0 || html.indexOf('</head>', headEndAt + 1) >= 0) throw new NextContractError(NEXT_ASSUMPTIONS.headEnd, file, headEndAt < 0 ? 'no </head>' : 'two </head>');
  const tags = scanTags(html);
  const startupScripts: FrameAnchors['startupScripts'] = [];
  const scriptPreloads: FrameAnchors['scriptPreloads'] = [];
  const inlineScripts: string[] = [];
  const links: string[] = [];
  for (const tag of tags) {
    const src = tag.attributes.get('src');
    const href = tag.attributes.get('href');
    if (tag.name === 'script' && src === undefined) {
      if (/<\/script/i.test(tag.text!)) throw new NextContractError(NEXT_ASSUMPTIONS.inlineScripts, file, 'a script holding "</script"');
      if (EXECUTABLE_TYPE.test(tag.attributes.get('type') ?? '')) inlineScripts.push(tag.text!);
    } else if (tag.name === 'script' && tag.attributes.has('async') && tag.attributes.size === 2) {
      startupScripts.push({ start: tag.start, end: tag.end, src: src! });
    } else if (tag.name === 'link' && tag.attributes.get('rel') === 'preload' && tag.attributes.get('as') === 'script') {
      scriptPreloads.push({ start: tag.start, end: tag.end, href: href ?? '' });
      continue;
    }
    const link = href ?? src;
    if (link !== undefined && tag.attributes.get('rel') !== 'preload') links.push(decodeEntities(link));
  }
  if (!startupScripts.length) {
    throw new NextContractError(NEXT_ASSUMPTIONS.startupScripts, file, `no <script src="…" async=""></script> among its ${tags.filter((t) => t.name === 'script').length} scripts`);
  }
  return { policyAt: charset + CHARSET.length, headEndAt, startupScripts, scriptPreloads, inlineScripts, bodyAt: hasBody ? findBodySlot(html, file) : null, links };
}

const BODY_SLOT = 'data-doc-body=""';

/** Where a doc body goes in a page rendered by Next (assumption `body-slot`). */
function findBodySlot(html: string, file: string): number {
  const at = html.indexOf(BODY_SLOT);
  if (at < 0 || html.indexOf(BODY_SLOT, at + 1) >= 0) {
    throw new NextContractError(NEXT_ASSUMPTIONS.bodySlot, file, at < 0 ? 'no data-doc-body slot' : 'two data-doc-body slots');
  }
  const close = html.indexOf('>', at);
  if (!html.startsWith('</div>', close + 1)) throw new NextContractError(NEXT_ASSUMPTIONS.bodySlot, file, `a slot that is not empty: ${JSON.stringify(html.slice(close + 1, close + 40))}`);
  return close + 1;
}

/** Checks a doc page's payload: a Flight payload that names the body and its chunks; answers the chunk URLs. */
export function readPayload(payload: string, file: string, bodySrc: string): string[] {
  if (!PAYLOAD_ROW.test(payload.slice(0, 200)) || /^\s*</.test(payload)) {
    throw new NextContractError(NEXT_ASSUMPTIONS.pagePayload, file, `a file that starts ${JSON.stringify(payload.slice(0, 40))}`);
  }
  const named = BODY_SRC.exec(payload)?.[1];
  if (named !== bodySrc) throw new NextContractError(NEXT_ASSUMPTIONS.payloadBodySrc, file, named ? `"bodySrc":"${named}"` : 'no "bodySrc" key');
  const chunks = [...new Set([...payload.matchAll(CHUNK_URL)].map((match) => match[1]))];
  if (!chunks.length) throw new NextContractError(NEXT_ASSUMPTIONS.payloadChunks, file, 'no "/_next/static/….js" string');
  return chunks;
}

/**
 * Checks a doc page's payload as `readPayload` does, and that every chunk it names is in the
 * export (`exported`: paths under it; chunk URLs carry the base path).
 */
export function checkPayloadInExport(payload: string, file: string, bodySrc: string, exported: Set<string>, basePath: string): void {
  for (const chunk of readPayload(payload, file, bodySrc)) {
    const chunkFile = pathBelowBase(basePath, chunk);
    if (chunkFile === null || !exported.has(chunkFile)) {
      throw new NextContractError(NEXT_ASSUMPTIONS.payloadChunks, file, `${chunk}, which is not in the export`);
    }
  }
}

const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\(\[(\d),("(?:[^"\\]|\\.)*")\]\)<\/script>/g;
const HTML_UNSAFE = /[&<>\u2028\u2029]/g;

/** A page's inline Flight data (assumption `inline-flight`): the text, and where its script tags are. */
export interface InlineFlight {
  text: string;
  scripts: { start: number; end: number }[];
}

/** Reads the Flight data inlined in a page's HTML, joining its chunks. */
export function readInlineFlight(html: string, file: string): InlineFlight {
  let text = '';
  const scripts: InlineFlight['scripts'] = [];
  for (const match of html.matchAll(FLIGHT_SCRIPT)) {
    if (match[1] !== '1') throw new NextContractError(NEXT_ASSUMPTIONS.inlineFlight, file, `a Flight chunk of kind ${match[1]} (binary data?)`);
    text += JSON.parse(match[2]) as string;
    scripts.push({ start: match.index, end: match.index + match[0].length });
  }
  if (!scripts.length) throw new NextContractError(NEXT_ASSUMPTIONS.inlineFlight, file, 'no self.__next_f.push([1,"…"]) script');
  return { text, scripts };
}

/** The script tag that inlines `text` as one Flight chunk, written as Next writes its chunks. */
export function inlineFlightScript(text: string): string {
  const escaped = JSON.stringify([1, text]).replace(HTML_UNSAFE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script>self.__next_f.push(${escaped})</script>`;
}

/** The payload's path array for a route (`/cli/usage` → `"c":["","cli","usage",""]`, trailing slash on). */
export function payloadPathArray(route: string): string {
  return `"c":${JSON.stringify(['', ...route.split('/').filter(Boolean), ''])}`;
}

/** Next's own copy of a page's exported HTML, relative to `.next/server/app` (assumption `prerendered-frame`). */
export function prerenderedFrameFile(route: string): string {
  return `${route === '/' ? 'index' : route.replace(/^\/+|\/+$/g, '')}.html`;
}

/** The folder of Next's prerendered pages, relative to the project root. */
export const PRERENDERED_FRAMES_DIR = '.next/server/app';

/** Where `next dev` renders a page's payload on request (assumption `dev-payload-request`), and the header it needs. */
export function devPayloadRequest(pathname: string): { url: string; headers: Record<string, string> } {
  return { url: `${pathname}?_rsc`, headers: { RSC: '1' } };
}

/** What `next dev`'s payload holds once it renders frame `version` (assumption `dev-frame-prop`). */
export function devFrameMarker(version: string): string {
  return `"data-dev-frame":"${version}"`;
}

/** True for a per-segment prefetch file of the router. */
export function isSegmentFile(name: string): boolean {
  return SEGMENT_FILE.test(name);
}

/** The body file a doc page's payload names, relative to the page (same pattern as `readPayload`); null on other pages. */
export function bodyFileIn(payload: string): string | null {
  return BODY_SRC.exec(payload)?.[1] ?? null;
}

/** The script chunks a payload references (`/_next/static/chunks/x.js`), base path included. */
export function chunkUrlsIn(payload: string): string[] {
  return [...new Set([...payload.matchAll(CHUNK_URL)].map((match) => match[1]))];
}

/** True when a response body looks like a page payload rather than, say, an HTML error page. */
export function isPayloadText(body: string): boolean {
  return PAYLOAD_ROW.test(body.slice(0, 200)) && !/^\s*</.test(body);
}

/**
 * The payload file the router is asking for when it fetches `url`, or null when the URL is not a
 * payload request (assumption `router-payload-request`): `ROUTE/index.txt?_rsc=…`, and
 * `/base.txt?_rsc=…` for the root under a base path (Next issue 73427), which is `/base/index.txt`.
 */
export function payloadFileOfRouterRequest(url: URL): string | null {
  if (!url.pathname.endsWith('.txt') || !url.searchParams.has('_rsc')) return null;
  if (url.pathname.endsWith('/index.txt')) return url.pathname;
  return `${url.pathname.slice(0, -'.txt'.length)}/index.txt`;
}
