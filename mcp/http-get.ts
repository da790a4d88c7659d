/**
 * A GET over `node:http` and `node:https`, for reading a deployed site: redirects followed, the
 * body decoded from gzip, deflate or Brotli, one deadline for the whole request. Not `fetch`:
 * its client (undici, with its WebAssembly HTTP parser) adds about 11 MB of resident memory to a
 * server that reads a 10,000-page site over HTTP, which took the HTTP server past its 100 MB.
 */
import { get as httpGet, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import { pipeline, type Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/** Redirects followed before the request fails. */
const MAX_REDIRECTS = 5;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A response: its status and its body as text (a redirect's own, past `MAX_REDIRECTS`). */
export interface GetResponse {
  status: number;
  /** The address that answered, after redirects. */
  url: string;
  text: string;
}

/** The network's error code (`ECONNREFUSED`, `ENOTFOUND`, `TIMEOUT`), or its message. */
export class GetError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'GetError';
  }
}

/** The body, decoded; a response cut off (the deadline, a reset) fails the decoder too, so no read of it waits for ever. */
function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder = encoding === 'gzip' || encoding === 'x-gzip' ? createGunzip() : encoding === 'deflate' ? createInflate() : encoding === 'br' ? createBrotliDecompress() : null;
  return decoder ? pipeline(response, decoder, () => {}) : response;
}

function once(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
  const get = url.protocol === 'https:' ? httpsGet : httpGet;
  return new Promise((resolve, reject) => {
    const request = get(url, { signal, headers: { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' } }, resolve);
    request.once('error', (error: NodeJS.ErrnoException) => reject(new GetError(signal.aborted ? 'TIMEOUT' : (error.code ?? error.message))));
  });
}

/** GETs `address` within `timeoutMs`, following redirects; throws `GetError` when no answer comes. */
export async function getText(address: URL, timeoutMs: number): Promise<GetResponse> {
  const signal = AbortSignal.timeout(timeoutMs);
  let url = address;
  for (let redirects = 0; ; redirects++) {
    const response = await once(url, signal);
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode ?? 0) && location && redirects < MAX_REDIRECTS) {
      response.resume();
      url = new URL(location, url);
      continue;
    }
    try {
      return { status: response.statusCode ?? 0, url: url.href, text: await text(decoded(response)) };
    } catch (error) {
      throw new GetError(signal.aborted ? 'TIMEOUT' : ((error as NodeJS.ErrnoException).code ?? (error as Error).message));
    }
  }
}
