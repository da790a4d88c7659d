/**
 * Passing requests on to `next dev`: plain HTTP (optionally with the answer rewritten, for the
 * doc pages whose body the dev server puts in) and WebSocket upgrades (Next's hot reload).
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';

/** How long a GET waits for `next dev` to listen: a page from the replay (`replay.ts`) can ask for a file before Next has started. */
const LISTEN_WAIT_MS = 15_000;

/**
 * Forwards a request to `port` on this machine; `rewrite` may change an HTML answer (given with
 * its status) before it is sent; `keep` is given the body and type of any other answer of 200.
 */
export function forward(req: IncomingMessage, res: ServerResponse, port: number, rewrite?: (html: string, status: number) => string, keep?: (body: Buffer, type: string) => void): void {
  const headers = { ...req.headers };
  if (rewrite || keep) headers['accept-encoding'] = 'identity';
  const waitUntil = performance.now() + LISTEN_WAIT_MS;
  const send = () => {
    const upstream = httpRequest({ host: '127.0.0.1', port, method: req.method, path: req.url, headers }, (answer) => {
      const isHtml = (answer.headers['content-type'] ?? '').startsWith('text/html');
      if (!rewrite || !isHtml) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (keep && answer.statusCode === 200) {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => keep(Buffer.concat(chunks), answer.headers['content-type'] ?? 'application/octet-stream'));
        }
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = rewrite(Buffer.concat(chunks).toString('utf8'), answer.statusCode ?? 200);
        const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 200, { ...rest, 'content-length': Buffer.byteLength(html) });
        res.end(html);
      });
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // Next not listening yet: a GET (no body to send again) waits for it.
      if (error.code === 'ECONNREFUSED' && (req.method === 'GET' || req.method === 'HEAD') && performance.now() < waitUntil && !res.destroyed) {
        setTimeout(send, 100);
        return;
      }
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`The Next dev server did not answer: ${error.message}`);
    });
    if (req.method === 'GET' || req.method === 'HEAD') upstream.end();
    else req.pipe(upstream);
  };
  send();
}

/** Forwards a WebSocket upgrade to `port`, byte for byte in both directions. */
export function forwardUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, port: number): void {
  const upstream = connect(port, '127.0.0.1', () => {
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let index = 0; index < req.rawHeaders.length; index += 2) lines.push(`${req.rawHeaders[index]}: ${req.rawHeaders[index + 1]}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) upstream.write(head);
    upstream.pipe(socket).pipe(upstream);
  });
  const close = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on('error', close);
  socket.on('error', close);
}
