/** The MCP server's stdio framing (`mcp/stdio.ts`): every line gets an answer or reaches the server. */
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { StdioTransport } from '../../mcp/stdio';

async function transportOver() {
  const input = new PassThrough();
  const output = new PassThrough();
  const written: unknown[] = [];
  let text = '';
  output.on('data', (chunk: Buffer) => {
    text += chunk;
    const lines = text.split('\n');
    text = lines.pop()!;
    written.push(...lines.map((line) => JSON.parse(line)));
  });
  const transport = new StdioTransport(input, output);
  const received: JSONRPCMessage[] = [];
  transport.onmessage = (message) => received.push(message);
  await transport.start();
  const settle = () => new Promise((done) => setImmediate(done));
  return { input, written, received, transport, settle };
}

test('answers a line that is not JSON with a parse error, and reads the next line', async () => {
  const { input, written, received, settle } = await transportOver();
  input.write('this is not JSON\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n');
  await settle();
  const [answer] = written as { jsonrpc: string; id: unknown; error: { code: number; message: string } }[];
  assert.equal(written.length, 1);
  assert.deepEqual([answer.jsonrpc, answer.id, answer.error.code], ['2.0', null, -32700]);
  assert.match(answer.error.message, /^Parse error: /);
  assert.deepEqual(received, [{ jsonrpc: '2.0', id: 1, method: 'ping' }]);
});

test('answers JSON that is no JSON-RPC message with an invalid request, keeping its id', async () => {
  const { input, written, received, settle } = await transportOver();
  input.write('{"jsonrpc":"2.0","id":7,"method":42}\n[1,2]\n');
  await settle();
  assert.deepEqual(
    written.map((message) => [(message as { id: unknown }).id, (message as { error: { code: number } }).error.code]),
    [
      [7, -32600],
      [null, -32600],
    ],
  );
  assert.deepEqual(received, []);
});

test('reads a message split across chunks, a character split across two included', async () => {
  const { input, received, settle } = await transportOver();
  const line = Buffer.from('{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"search_docs","arguments":{"query":"Zürich"}}}\r\n');
  const split = line.indexOf(Buffer.from('ü')) + 1;
  input.write(line.subarray(0, split));
  input.write(line.subarray(split));
  await settle();
  assert.deepEqual((received[0] as { params?: unknown }).params, { name: 'search_docs', arguments: { query: 'Zürich' } });
});

test('refuses a line longer than the HTTP body limit once, and reads the line after it', async () => {
  const { input, written, received, settle } = await transportOver();
  const chunk = 'x'.repeat(256 * 1024);
  for (let n = 0; n < 6; n++) input.write(chunk);
  input.write('\n{"jsonrpc":"2.0","id":3,"method":"ping"}\n');
  await settle();
  assert.equal(written.length, 1);
  assert.match((written[0] as { error: { message: string } }).error.message, /at most 1048576 characters/);
  assert.deepEqual(received, [{ jsonrpc: '2.0', id: 3, method: 'ping' }]);
});
