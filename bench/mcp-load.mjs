/**
 * The MCP server under load, for `bench/mcp.mjs`: arguments of any length up to the SDK's 4 MB
 * body limit, and every page as a resource, while a second client, in its own process, asks
 * `tools/list` back to back (how long it waits is what a team sharing one server notices). Runs
 * the published file with `--http`. `siteWithEveryPage` lets a synthetic site's `llms.txt` name
 * every page of its index, so routes and resources number as many as its pages.
 */
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const ms = (value) => `${value.toFixed(0)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const now = () => performance.timeOrigin + performance.now();

async function httpClient(endpoint) {
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(endpoint)));
  return client;
}

// The second client: a process of its own (forked with the endpoint), as another program would be,
// so what it waits for is the server, never the bench's own threads or collector.
const BYSTANDER = '--bystander';
if (process.argv[2] === BYSTANDER) {
  const client = await httpClient(process.argv[3]);
  const asked = [];
  process.on('message', ({ from, to }) => {
    const during = asked.filter((request) => request.end > from && request.start < to).map((request) => request.end - request.start);
    process.send({ slowest: Math.max(0, ...during), idle: median(asked.slice(0, 20).map((request) => request.end - request.start)) });
  });
  process.on('disconnect', () => process.exit(0));
  for (;;) {
    const start = now();
    await client.listTools();
    asked.push({ start, end: now() });
  }
}

/**
 * `site` with an `llms.txt` that lists every page of its search index: a folder of links to the
 * site's files beside the new `llms.txt` (a synthetic site's own names only its real pages). The
 * site itself when its `llms.txt` names every page already.
 */
export function siteWithEveryPage(site) {
  const text = readFileSync(join(site, 'llms.txt'), 'utf8');
  const root = /All pages in one file: (\S+)llms-full\.txt/.exec(text)[1];
  const listed = new Set([...text.matchAll(/\]\((\S+)\.md\)/g)].map((match) => match[1]));
  const build = JSON.parse(readFileSync(join(site, 'search-index/index.json'), 'utf8')).build;
  const records = join(site, 'search-index', build);
  const lines = [];
  for (const name of readdirSync(records).filter((file) => /^p\d+\.json$/.test(file))) {
    const record = JSON.parse(readFileSync(join(records, name), 'utf8'));
    const address = `${root}${record.url.replace(/^\/+|\/+$/g, '') || 'index'}`;
    if (!listed.has(address)) lines.push(`- [${record.title.replace(/([[\]])/g, '\\$1')}](${address}.md): ${record.breadcrumb}`);
  }
  if (!lines.length) return { dir: site, pages: listed.size, remove: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'mcp-every-page-'));
  for (const name of readdirSync(site)) if (name !== 'llms.txt') symlinkSync(join(site, name), join(dir, name));
  writeFileSync(join(dir, 'llms.txt'), `${text}\n## Synthetic\n\n${lines.join('\n')}\n`);
  return { dir, pages: listed.size + lines.length, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the published file with `--http` over `site`; answers its endpoint, pid and a stop. */
async function startHttpServer(bundle, site) {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle, '--site', site, '--http', String(port)], { stdio: ['ignore', 'ignore', 'pipe'] });
  await new Promise((resolve) => child.stderr.on('data', (chunk) => String(chunk).includes('serving') && resolve()));
  return { endpoint: `http://127.0.0.1:${port}/mcp`, pid: child.pid, stop: () => child.kill() };
}

/** The longest run of one letter in `text`: how much of a repeated argument an answer echoes. */
function echoed(text, letter) {
  let longest = 0;
  for (const match of text.matchAll(new RegExp(`${letter}+`, 'g'))) longest = Math.max(longest, match[0].length);
  return longest;
}

/** Milliseconds of CPU the process `pid` has used (all its threads), from the kernel's scheduler. */
function cpuMs(pid) {
  return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
}

/**
 * The second client's process; `during(work)` answers how long `work` took, the slowest `tools/list`
 * meanwhile, and the CPU the server used (`pid`): on a machine shared with other work the wait
 * also holds time the server was not given a core, the CPU time does not.
 */
async function bystanderOf(endpoint, pid) {
  const bystander = fork(new URL(import.meta.url), [BYSTANDER, endpoint], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const ask = (window) =>
    new Promise((resolve) => {
      bystander.once('message', resolve);
      bystander.send(window);
    });
  return {
    idle: async () => (await ask({ from: 0, to: 0 })).idle,
    async during(work) {
      const [from, cpuBefore] = [now(), cpuMs(pid)];
      const result = await work().catch((error) => ({ content: [{ text: error.message }], isError: true }));
      const [to, cpu] = [now(), cpuMs(pid) - cpuBefore];
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { result, took: to - from, cpu, slowest: (await ask({ from, to })).slowest };
    },
    stop: () => bystander.kill(),
  };
}

/** The cases: a label, a tool and its arguments, and the letter its long argument repeats. */
function cases() {
  const near = 4 * 1024 * 1024 - 1024;
  return [
    ['get_page, path of 100,000 characters', 'get_page', { path: `/${'x'.repeat(100_000)}` }, 'x'],
    ['get_page, path near 4 MB', 'get_page', { path: `/${'x'.repeat(near)}` }, 'x'],
    ['get_api_operation, 100,000 characters', 'get_api_operation', { operation: 'y'.repeat(100_000) }, 'y'],
    ['get_api_operation, near 4 MB', 'get_api_operation', { operation: 'y'.repeat(near) }, 'y'],
    ['search_docs, query near 4 MB', 'search_docs', { query: 'w'.repeat(near) }, 'w'],
    ['get_page, path of 1,999 characters (suggestions)', 'get_page', { path: `/synthetic/${'x'.repeat(1_988)}` }, 'x'],
    ['get_page, a typo among all routes (suggestions)', 'get_page', { path: '/synthetic/12/page-1234x' }, 'x'],
    ['get_api_operation, a typo (suggestions)', 'get_api_operation', { operation: 'conversations.lsit' }, 'y'],
    ['list_pages, every page', 'list_pages', {}, 'x'],
  ];
}

/** Every resource, a page of results at a time; answers how many. */
export async function listEveryResource(client) {
  let cursor;
  let count = 0;
  do {
    const answer = await client.listResources(cursor ? { cursor } : {});
    count += answer.resources.length;
    cursor = answer.nextCursor;
  } while (cursor);
  return count;
}

/** Measures the HTTP server over `site` (a folder or URL); prints one line per case, then its memory. */
export async function benchLoad({ bundle, site, pages, residentMb }) {
  const server = await startHttpServer(bundle, site);
  const client = await httpClient(server.endpoint);
  const bystander = await bystanderOf(server.endpoint, server.pid);
  try {
    console.log(`load (HTTP, ${pages} routes): the other client's tools/list takes ${ms(await bystander.idle())} when the server is idle (median of 20)`);
    for (const [label, name, args, letter] of cases()) {
      await client.callTool({ name, arguments: args }).catch(() => null);
      const { result, took, cpu, slowest } = await bystander.during(() => client.callTool({ name, arguments: args }));
      const text = result.content.map((part) => part.text).join('\n');
      console.log(`  ${label}: ${ms(took)} (server CPU ${ms(cpu)}), answer ${text.length.toLocaleString('en-US')} characters echoing ${echoed(text, letter)} of the argument${result.isError ? ' (error)' : ''}; the other client waited at most ${ms(slowest)}`);
    }
    const listing = await bystander.during(() => listEveryResource(client));
    console.log(`  resources/list, every page: ${listing.result} resources in ${ms(listing.took)} (server CPU ${ms(listing.cpu)}); the other client waited at most ${ms(listing.slowest)}`);
    const { resources } = await client.listResources();
    const read = await bystander.during(() => client.readResource({ uri: resources.find((resource) => resource.name === '/changelog').uri }));
    console.log(`  resources/read of the changelog: ${ms(read.took)} (server CPU ${ms(read.cpu)}); the other client waited at most ${ms(read.slowest)}`);
    for (let run = 0; run < 100; run++) await client.callTool({ name: 'search_docs', arguments: { query: ['kafka', 'helm upgrade', 'webhook', 'chat plugin'][run % 4] } });
    console.log(`  resident memory of the HTTP server after all of the above and 100 searches: ${residentMb(server.pid).toFixed(1)} MB`);
  } finally {
    await bystander.stop();
    await client.close();
    server.stop();
  }
}
