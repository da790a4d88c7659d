/** How the MCP server GETs a deployed site's files (`mcp/http-get.ts`), against a local server. */
import assert from 'node:assert/strict';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { GetError, getText } from '../../mcp/http-get';

const TEXT = 'Ünïcode text: the page’s Markdown.\n'.repeat(50);

const ROUTES: Record<string, (response: ServerResponse) => void> = {
  '/plain': (response) => response.end(TEXT),
  '/gzip': (response) => response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(TEXT)),
  '/deflate': (response) => response.writeHead(200, { 'content-encoding': 'deflate' }).end(deflateSync(TEXT)),
  '/br': (response) => response.writeHead(200, { 'content-encoding': 'br' }).end(brotliCompressSync(TEXT)),
  '/moved': (response) => response.writeHead(301, { location: '/docs/hop' }).end(),
  '/docs/hop': (response) => response.writeHead(307, { location: 'https-free' }).end(),
  '/docs/https-free': (response) => response.end('arrived'),
  '/loop': (response) => response.writeHead(302, { location: '/loop' }).end('still looping'),
  '/missing': (response) => response.writeHead(404).end('no'),
  '/hang': () => undefined,
  // Half a compressed body, then nothing.
  '/gzip-hang': (response) => {
    response.writeHead(200, { 'content-encoding': 'gzip' });
    const body = gzipSync(TEXT);
    response.write(body.subarray(0, body.length >> 1));
  },
};

let server: Server;
let root: string;

before(async () => {
  server = createServer((request, response) => (ROUTES[request.url ?? ''] ?? ROUTES['/missing'])(response));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => {
  server.closeAllConnections();
  server.close();
});

test('answers the body as UTF-8 text, decoded from gzip, deflate or Brotli', async () => {
  for (const path of ['/plain', '/gzip', '/deflate', '/br']) {
    const response = await getText(new URL(path, root), 5000);
    assert.equal(response.status, 200, path);
    assert.equal(response.text, TEXT, path);
  }
});

test('follows redirects, relative ones too, and says where it arrived', async () => {
  const response = await getText(new URL('/moved', root), 5000);
  assert.deepEqual(response, { status: 200, url: `${root}/docs/https-free`, text: 'arrived' });
});

test('stops following after five redirects and answers the last one', async () => {
  const response = await getText(new URL('/loop', root), 5000);
  assert.equal(response.status, 302);
});

test('answers a 404 with its status, for the caller to name the missing file', async () => {
  assert.equal((await getText(new URL('/missing', root), 5000)).status, 404);
});

test('a host that does not answer in time, or refuses, throws a GetError with the reason', async () => {
  await assert.rejects(getText(new URL('/hang', root), 200), (error) => error instanceof GetError && error.message === 'TIMEOUT');
  await assert.rejects(getText(new URL('/gzip-hang', root), 200), (error) => error instanceof GetError && error.message === 'TIMEOUT');
  const closed = createServer();
  await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
  const { port } = closed.address() as AddressInfo;
  await new Promise((done) => closed.close(done));
  await assert.rejects(getText(new URL(`http://127.0.0.1:${port}/`), 5000), (error) => error instanceof GetError && error.message === 'ECONNREFUSED');
});
