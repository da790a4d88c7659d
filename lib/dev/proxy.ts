/**
 * Passing requests on to `next dev`: plain HTTP (optionally with the answer rewritten, for the
 * doc pages whose body the dev server puts in) and WebSocket upgrades (Next's hot reload).
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';

/** Forwards a request to `port` on this machine; `rewrite` may change an HTML answer (given with its status) before it is sent. */
export function forward(req: IncomingMessage, res: ServerResponse, port: number, rewrite?: (html: string, status: number) => string): void {
  const headers = { ...req.headers };
  if (rewrite) headers['accept-encoding'] = 'identity';
  const upstream = httpRequest({ host: '127.0.0.1', port, method: req.method, path: req.url, headers }, (answer) => {
    const isHtml = (answer.headers['content-type'] ?? '').startsWith('text/html');
    if (!rewrite || !isHtml) {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
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
  upstream.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`The Next dev server did not answer: ${error.message}`);
  });
  req.pipe(upstream);
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
