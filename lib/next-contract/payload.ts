/**
 * A page's Flight payload (`ROUTE/index.txt`) as the export pass and the navigation layer read it
 * (assumptions `page-payload-file`, `payload-body-src`, `payload-chunk-urls`,
 * `router-payload-request`), and the route as a payload writes it (`stamped-pages`).
 */
import { pathBelowBase } from '../urls';
import { NEXT_ASSUMPTIONS, NextContractError } from './assumptions';

const BODY_SRC = /"bodySrc":"([^"]+)"/;
const CHUNK_URL = /"((?:\/[^"\s]*)?\/_next\/static\/[^"\s]+?\.js)"/g;
const PAYLOAD_ROW = /^(\d+|[0-9a-f]+):/m;

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

/** The payload's path array for a route (`/cli/usage` → `"c":["","cli","usage",""]`, trailing slash on). */
export function payloadPathArray(route: string): string {
  return `"c":${JSON.stringify(['', ...route.split('/').filter(Boolean), ''])}`;
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
