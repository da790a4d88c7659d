/**
 * Loads page payloads ahead of the router and hands them to it. The router fetches
 * `ROUTE/index.txt?_rsc=…` itself; a small fetch wrapper answers those requests from this
 * cache, so a prefetched or preloaded page navigates without a second request, and a failed
 * load is seen here (error box) instead of becoming a silent full-page reload.
 */
import { PAYLOAD_CACHE_SIZE } from '@/lib/constants';
import { devPayloadRequest } from '@/lib/next-contract/dev';
import { bodyFileIn, chunkUrlsIn, isPayloadText, payloadFileOfRouterRequest } from '@/lib/next-contract/payload';
import { bodyUrlOfPage, payloadUrlOfPage } from '@/lib/urls';
import { loadBody } from './doc-bodies';

/** Why a page could not be loaded, in words for the error box. */
export class RouteLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RouteLoadError';
  }
}

const payloads = new Map<string, Promise<string>>();
const checkedChunks = new Map<string, Promise<void>>();
let nativeFetch: typeof fetch | null = null;

function remember(path: string, load: Promise<string>) {
  payloads.delete(path);
  payloads.set(path, load);
  if (payloads.size > PAYLOAD_CACHE_SIZE) payloads.delete(payloads.keys().next().value as string);
  load.catch(() => payloads.delete(path));
}

function loadedScripts(): Set<string> {
  return new Set([...document.scripts].map((script) => new URL(script.src || '', location.href).pathname));
}

/** Makes sure a script chunk can be fetched (and is in the HTTP cache) before the router needs it. */
function checkChunk(url: string, fetchImpl: typeof fetch): Promise<void> {
  let check = checkedChunks.get(url);
  if (!check) {
    check = fetchImpl(url).then((response) => {
      if (!response.ok) throw new RouteLoadError(`A script the page needs (${url}) could not be loaded: HTTP ${response.status}.`);
    });
    check.catch(() => checkedChunks.delete(url));
    checkedChunks.set(url, check);
  }
  return check;
}

/**
 * The export serves a page's payload as a file (`ROUTE/index.txt`); `next dev` renders it on
 * request at `ROUTE/?_rsc=…` with an `RSC` header, the way the router asks. Either way the payload
 * names the page's chunks and, on a doc page, its body file, which are loaded before the page is shown.
 */
const DEV = process.env.NODE_ENV !== 'production';
const PAYLOAD_HEADERS: Record<string, string> = DEV ? devPayloadRequest('/').headers : {};
const payloadUrl = (pathname: string) => (DEV ? devPayloadRequest(pathname).url : payloadUrlOfPage(pathname));

/** Payloads are served as text; an HTML error page from a host that rewrites missing files is not one. */
function isPayloadType(contentType: string): boolean {
  return contentType.startsWith('text/plain') || contentType.startsWith('text/x-component');
}

async function fetchPayload(pathname: string, path: string, fetchImpl: typeof fetch): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(path, { credentials: 'same-origin', headers: PAYLOAD_HEADERS });
  } catch (error) {
    throw new RouteLoadError(`The network request failed (${(error as Error).message}). Check your connection.`);
  }
  if (!response.ok) throw new RouteLoadError(`The server answered HTTP ${response.status} for ${path}.`);
  const body = await response.text();
  if (!isPayloadType(response.headers.get('content-type') ?? '') || !isPayloadText(body)) {
    throw new RouteLoadError(`The server sent something other than page data for ${path} (is the host rewriting missing files to HTML?).`);
  }
  const present = loadedScripts();
  const bodyFile = bodyFileIn(body);
  const bodySrc = bodyFile && bodyUrlOfPage(pathname, bodyFile);
  await Promise.all([
    ...chunkUrlsIn(body).filter((url) => !present.has(url)).map((url) => checkChunk(url, fetchImpl)),
    bodySrc
      ? loadBody(bodySrc, fetchImpl).catch((error: Error) => {
          throw new RouteLoadError(error.message);
        })
      : null,
  ]);
  return body;
}

/**
 * Loads the payload (and the chunks and doc body it needs) for a page path such as `/base/cli/usage/`.
 * Concurrent and repeated calls share one request; a failure is forgotten so Retry refetches.
 */
export function loadRoute(pathname: string): Promise<string> {
  const path = payloadUrl(pathname);
  const cached = payloads.get(path);
  if (cached) return cached;
  const load = fetchPayload(pathname, path, nativeFetch ?? fetch.bind(window));
  remember(path, load);
  return load;
}

/** Answers the router's payload requests from the cache; everything else goes to the network. */
export function installFetchBridge() {
  if (nativeFetch) return;
  const original = window.fetch.bind(window);
  nativeFetch = original;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const path = url.origin === location.origin ? payloadFileOfRouterRequest(url) : null;
    const cached = path ? payloads.get(path) : undefined;
    if (!cached) return original(input, init);
    return cached.then(
      (body) => new Response(body, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } }),
      () => original(input, init),
    );
  };
}
