/**
 * What the MCP tests share: a client of the SDK connected as an assistant connects (stdio or
 * Streamable HTTP), tool calls read as text, free ports, and programs started and stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export const TOOLS = ['search_docs', 'get_page', 'list_pages', 'get_api_operation'];

/** A client over stdio of `command args` (as a client's configuration names them); stderr collected. */
export async function stdioClient(command: string, args: string[], cwd = process.cwd()) {
  const transport = new StdioClientTransport({ command, args, cwd, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk));
  const client = new Client({ name: 'airy-docs-tests', version: '1.0.0' });
  await client.connect(transport);
  return { client, stderr: () => stderr };
}

export async function httpClient(url: string): Promise<Client> {
  const client = new Client({ name: 'airy-docs-tests', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

/** A tool's answer as text, with whether it is an error (a protocol error counts as one, with its message). */
export async function call(client: Client, name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }> {
  try {
    const result = await client.callTool({ name, arguments: args });
    const content = result.content as { type: string; text: string }[];
    return { text: content.map((part) => part.text).join('\n'), isError: Boolean(result.isError) };
  } catch (error) {
    return { text: (error as Error).message, isError: true };
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts a program in its own process group and answers once `url` answers (any status). */
export async function startServer(command: string, args: string[], url: string): Promise<ChildProcess> {
  // Its own group, so `stopServer` also ends what it starts (`npm run` starts node).
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited: ${stderr}`);
    const answered = await fetch(url).then(() => true, () => false);
    if (answered) return child;
    await new Promise((done) => setTimeout(done, 100));
  }
  stopServer(child);
  throw new Error(`${command} ${args.join(' ')} did not answer at ${url}: ${stderr}`);
}

/** Ends a program started by `startServer`, with everything it started. */
export function stopServer(child: ChildProcess): void {
  if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  child.stderr?.destroy();
}

/** Runs a program to its end: its exit code, stdout and stderr. */
export function runToEnd(command: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The server as the docs start it from a checkout. */
export const NPM_MCP = ['run', '--silent', 'mcp', '--'];
