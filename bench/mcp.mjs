#!/usr/bin/env node
/**
 * The docs' MCP server, measured (reported, never asserted in tests): start-up to the first
 * answer, `search_docs` cold and median warm, the server's resident memory after the searches,
 * and which index files a query reads (over HTTP, counted by the static server the bench runs).
 * Runs the published single file (`<site>/mcp/airy-docs-mcp.mjs`) with plain node, and the
 * checkout's `npm run --silent mcp` for its start-up. Then the HTTP server under load
 * (`./mcp-load.mjs`): arguments up to the 4 MB body limit and every page as a resource, timed,
 * with how long a second client waits meanwhile, and its memory after.
 *
 *   npm run build && node bench/mcp.mjs out
 *   node --import tsx bench/search-synth.mjs --pages 10000 --into /tmp/search-synth && node bench/mcp.mjs /tmp/search-synth --bundle out/mcp/airy-docs-mcp.mjs
 *
 * Goals (issue 39): start ≤ 1 s, search ≤ 50 ms median warm, ≤ 100 MB resident at 10,000 pages.
 * Issue 48: every tool call ≤ 1 s whatever its arguments, echoing at most a few hundred characters
 * of one, and delaying another client's call by ≤ 100 ms.
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { option } from './lib.mjs';
import { benchLoad, listEveryResource, siteWithEveryPage } from './mcp-load.mjs';

const args = process.argv.slice(2);
const given = resolve(args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--')) ?? 'out');
const bundle = resolve(option('bundle', join(given, 'mcp/airy-docs-mcp.mjs')));
// Every page of the index named in llms.txt, so routes and resources are as many as pages.
const everyPage = siteWithEveryPage(given);
const site = everyPage.dir;
const runs = Number(option('runs', 20));
const QUERIES = ['kafka', 'helm upgrade', 'webhook', 'conversations.list', 'chat plugin', 'consumer group'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;

async function connect(command, commandArgs) {
  const started = performance.now();
  const transport = new StdioClientTransport({ command, args: commandArgs, stderr: 'ignore' });
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(transport);
  const initialized = performance.now() - started;
  await client.listTools();
  return { client, transport, initialized, listed: performance.now() - started };
}

function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

async function search(client, query) {
  const started = performance.now();
  const result = await client.callTool({ name: 'search_docs', arguments: { query } });
  if (result.isError) throw new Error(result.content[0].text);
  return performance.now() - started;
}

/** A static server of `site` that records the files asked for. */
function countingServer() {
  const asked = [];
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    asked.push(path);
    const file = join(site, path.endsWith('/') ? `${path}index.html` : path);
    try {
      statSync(file);
      createReadStream(file).pipe(response);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done({ server, asked, url: `http://127.0.0.1:${server.address().port}/` })));
}

const manifest = JSON.parse(readFileSync(join(site, 'search-index/index.json'), 'utf8'));
console.log(`${given}: ${manifest.pages} pages in the index, ${everyPage.pages} in llms.txt, ${manifest.shards.length} shards; server file ${(statSync(bundle).size / 1024).toFixed(0)} KB`);

const starts = [];
for (let run = 0; run < 5; run++) {
  const { client, initialized, listed } = await connect(process.execPath, [bundle, '--site', site]);
  starts.push({ initialized, listed });
  await client.close();
}
console.log(`start-up, published file (node ${bundle.split('/').pop()}): initialize answered in ${ms(median(starts.map((s) => s.initialized)))}, tools listed in ${ms(median(starts.map((s) => s.listed)))} (median of 5)`);
const npmStart = await connect('npm', ['run', '--silent', 'mcp', '--', '--site', site]);
console.log(`start-up, checkout (npm run --silent mcp): tools listed in ${ms(npmStart.listed)}`);
await npmStart.client.close();

const { client, transport } = await connect(process.execPath, [bundle, '--site', site]);
const cold = [];
for (const query of QUERIES) cold.push(await search(client, query));
const warm = [];
for (let run = 0; run < runs; run++) for (const query of QUERIES) warm.push(await search(client, query));
console.log(`search_docs: first query ${ms(cold[0])}, each query's first ${cold.map(ms).join(', ')}; warm median ${ms(median(warm))} (${warm.length} calls), slowest warm ${ms(Math.max(...warm))}`);
console.log(`resident memory after ${cold.length + warm.length} searches: ${residentMb(transport.pid).toFixed(1)} MB`);
const listed = await listEveryResource(client);
const { resources } = await client.listResources();
for (const resource of resources.slice(0, 20)) await client.readResource({ uri: resource.uri });
console.log(`resident memory after that, every resource listed (${listed}) and 20 read: ${residentMb(transport.pid).toFixed(1)} MB`);
await client.close();

const counting = await countingServer();
const overHttp = await connect(process.execPath, [bundle, '--site', counting.url]);
for (const query of ['kafka', 'helm upgrade']) {
  counting.asked.length = 0;
  await search(overHttp.client, query);
  const shards = counting.asked.filter((path) => /\/s\d+\.json$/.test(path)).length;
  const records = counting.asked.filter((path) => /\/p\d+\.json$/.test(path)).length;
  console.log(`over HTTP, first "${query}": ${shards} of ${manifest.shards.length} shards and ${records} page records read`);
}
await overHttp.client.close();
counting.server.close();

const loadServer = await countingServer();
await benchLoad({ bundle, site: loadServer.url, pages: everyPage.pages, residentMb });
loadServer.server.close();
everyPage.remove();
