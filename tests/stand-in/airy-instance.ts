/**
 * A stand-in for an Airy Core instance, for the "Try it" browser tests: it answers every
 * operation of the OpenAPI document with the document's own example of its success response (so
 * its bodies are valid against the document, whose examples the content check validates), asks
 * for `Authorization: Bearer <token>` where the document's security does (403 without it, as
 * Airy does), and answers CORS like Spring: preflights and responses allowed for the listed
 * origins only. With `allowedOrigins: []` it refuses every cross-origin caller, like an instance
 * whose `security.allowedOrigins` does not name the site. It also serves an image
 * (`EXTERNAL_IMAGE_PATH`), the external origin of the page-policy tests; those requests are not logged.
 */

const IMAGE = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#3578e5"/></svg>';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { OpenApiDocument } from '../../lib/openapi';
import { listOperations, type Operation } from '../../lib/openapi/operations';
import { followRefs, isObject, valueAt } from '../../lib/openapi/pointer';
import { EXTERNAL_IMAGE_PATH, REQUEST_LOG_PATH, STAND_IN_TOKEN } from './constants';


/** One request as the stand-in saw it. */
interface LoggedRequest {
  method: string;
  path: string;
  origin: string | null;
  authorization: string | null;
  contentType: string | null;
  body: string;
}

interface StandInOptions {
  document: OpenApiDocument;
  /** Origins allowed to call from a browser; `[]` refuses them all. */
  allowedOrigins: string[];
}

/** The status and example body of an operation's lowest 2xx response. */
function successOf(document: OpenApiDocument, operation: Operation): { status: number; body: unknown } {
  const status = [...operation.responses.keys()].filter((code) => /^2\d\d$/.test(code)).sort()[0] ?? '200';
  const response = followRefs(document.data, valueAt(document.data, `${operation.pointer}/responses/${status}`), '').value;
  const media = isObject(response) && isObject(response.content) ? response.content['application/json'] : undefined;
  const examples = isObject(media) && isObject(media.examples) ? Object.values(media.examples) : [];
  const example = followRefs(document.data, examples[0], '').value;
  return { status: Number(status), body: isObject(example) ? example.value : undefined };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    request.on('error', reject);
  });
}

/** A server for one port of the stand-in (not listening yet). */
export function createAiryStandIn({ document, allowedOrigins }: StandInOptions): Server {
  const operations = new Map(listOperations(document).map((operation) => [operation.path, operation]));
  const log: LoggedRequest[] = [];

  return createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const origin = request.headers.origin ?? null;
    const allowed = origin !== null && allowedOrigins.includes(origin);
    response.setHeader('Vary', 'Origin');
    if (allowed) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Access-Control-Expose-Headers', 'X-Request-Id');
    }
    if (request.method === 'GET' && path === REQUEST_LOG_PATH) {
      response.setHeader('Content-Type', 'application/json');
      return response.end(JSON.stringify(log));
    }
    if (request.method === 'GET' && path === EXTERNAL_IMAGE_PATH) {
      return response.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' }).end(IMAGE);
    }
    if (request.method === 'OPTIONS') {
      // Spring refuses a preflight from an origin it does not allow with 403 "Invalid CORS request".
      if (!allowed) return response.writeHead(403).end('Invalid CORS request');
      response.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type',
        'Access-Control-Max-Age': '600',
      });
      return response.end();
    }
    const body = await readBody(request);
    log.push({ method: request.method ?? '', path, origin, authorization: request.headers.authorization ?? null, contentType: request.headers['content-type'] ?? null, body });
    response.setHeader('X-Request-Id', `stand-in-${log.length}`);
    const operation = operations.get(path);
    if (!operation) return response.writeHead(404).end();
    if (request.method !== operation.method) return response.writeHead(405, { Allow: operation.method }).end();
    const needsToken = operation.security.length > 0 && operation.security.every((alternative) => alternative.length > 0);
    if (needsToken && request.headers.authorization !== `Bearer ${STAND_IN_TOKEN}`) return response.writeHead(403).end();
    const success = successOf(document, operation);
    if (success.body === undefined) return response.writeHead(success.status).end();
    response.writeHead(success.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(success.body));
  });
}
