/**
 * The stdio transport: one JSON-RPC message a line on stdin, answers on stdout. It is the SDK's
 * framing, with the answers JSON-RPC asks for where the SDK's transport only reports an error to
 * the server: a line that is not JSON gets a parse error (-32700), and a line that is JSON but no
 * JSON-RPC message, or one longer than the HTTP mode accepts (`MAX_MESSAGE_BYTES`), gets an
 * invalid request (-32600).
 * The client then knows its message was lost, instead of waiting for an answer that never comes.
 */
import { StringDecoder } from 'node:string_decoder';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { MAX_MESSAGE_BYTES } from './arguments';

/** Longest line read as a message, in characters: the HTTP mode's body limit. */
const MAX_LINE = MAX_MESSAGE_BYTES;

type Input = Pick<NodeJS.ReadableStream, 'on' | 'off'>;
type Output = Pick<NodeJS.WritableStream, 'write' | 'once'>;

/** The `id` of a JSON value that looks like a request, for an error about it; null otherwise. */
function idOf(value: unknown): string | number | null {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

export class StdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private readonly decoder = new StringDecoder('utf8');
  private pending = '';
  /** True while the rest of a too-long line is skipped. */
  private skipping = false;

  constructor(
    private readonly input: Input = process.stdin,
    private readonly output: Output = process.stdout,
  ) {}

  private readonly onData = (chunk: Buffer | string) => {
    this.pending += typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
    let newline: number;
    while ((newline = this.pending.indexOf('\n')) >= 0) {
      const line = this.pending.slice(0, newline).replace(/\r$/, '');
      this.pending = this.pending.slice(newline + 1);
      if (this.skipping) this.skipping = false;
      else this.readLine(line);
    }
    if (this.pending.length > MAX_LINE) {
      if (!this.skipping) this.refuse(ErrorCode.InvalidRequest, null, `Invalid Request: a message is at most ${MAX_LINE} characters`);
      this.pending = '';
      this.skipping = true;
    }
  };

  private readonly onError = (error: Error) => this.onerror?.(error);

  private readLine(line: string): void {
    if (!line.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      this.refuse(ErrorCode.ParseError, null, `Parse error: ${(error as Error).message}`);
      return;
    }
    const message = JSONRPCMessageSchema.safeParse(value);
    if (!message.success) {
      this.refuse(ErrorCode.InvalidRequest, idOf(value), 'Invalid Request: not a JSON-RPC 2.0 message');
      return;
    }
    this.onmessage?.(message.data);
  }

  private refuse(code: number, id: string | number | null, message: string): void {
    this.write(`${JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } })}\n`);
  }

  private write(text: string): Promise<void> {
    return new Promise((resolve) => {
      if (this.output.write(text)) resolve();
      else this.output.once('drain', resolve);
    });
  }

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('error', this.onError);
  }

  send(message: JSONRPCMessage): Promise<void> {
    return this.write(`${JSON.stringify(message)}\n`);
  }

  async close(): Promise<void> {
    this.input.off('data', this.onData);
    this.input.off('error', this.onError);
    this.pending = '';
    this.onclose?.();
  }
}
