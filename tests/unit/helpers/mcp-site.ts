/**
 * A small published site for the MCP server's unit tests, written into a temporary folder the way
 * the build writes it: `llms.txt` (by the build's own writer), Markdown copies, `openapi.json`
 * and a search index; and an SDK client connected to the server in the same process.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { buildLlmsTxt } from '../../../lib/export/llms';
import { createSearchIndexWriter } from '../../../lib/export/search-index';
import type { SidebarNode } from '../../../lib/sidebar';
import { canonicalUrl, markdownFile, type SiteAddress } from '../../../lib/urls';
import { createDocsServer } from '../../../mcp/server';
import { siteAccess, type SiteAccess } from '../../../mcp/site-access';

/** The address the fixture is built for, as `llms.txt` names it. */
const FIXTURE_SITE: SiteAddress & { title: string; tagline: string } = {
  title: 'Fixture Docs',
  tagline: 'Docs for the fixture',
  url: 'https://docs.example.com',
  basePath: '/base/',
};

const link = (route: string) => canonicalUrl(FIXTURE_SITE, route);

/** A two-column table as remark writes it: padded cells, the second column centred. */
function alignedTable(rows: [string, string][]): string[] {
  const [first, second] = [0, 1].map((column) => Math.max(3, ...rows.map((row) => row[column].length)));
  const centred = (cell: string) => {
    const space = second - cell.length;
    return ' '.repeat(Math.ceil(space / 2)) + cell + ' '.repeat(Math.floor(space / 2));
  };
  const line = ([a, b]: [string, string]) => `| ${a.padEnd(first)} | ${centred(b)} |`;
  return [line(rows[0]), `| ${'-'.repeat(first)} | :${'-'.repeat(second - 2)}: |`, ...rows.slice(1).map(line)];
}

/** Route, title, description, Markdown copy. */
const PAGES: [string, string, string, string][] = [
  ['/', 'Welcome', 'Start here.', `# Welcome\n\nStart with [Set up](${link('/guide/setup')}).\n`],
  [
    '/guide/setup',
    'Set up',
    'Install it.',
    [
      '# Set up',
      '',
      'Install the platform with helm upgrade.',
      '',
      '## Install a channel',
      '',
      'How to add a channel to the platform.',
      '',
      ...alignedTable([
        ['Page', 'What'],
        [`[Home](${link('/')})`, 'the opening page'],
        [`[Tuning](${link('/guide/tuning')})`, 'make it fast \\| now'],
      ]),
      '',
    ].join('\n'),
  ],
  ['/guide/tuning', 'Tuning', 'Make it fast.', '# Tuning\n\nTune the Kafka consumers of the platform.\n'],
];

/** The pages, with `more` pages of a second category after them (`/more/page-0001`, …). */
function pagesWith(more: number): typeof PAGES {
  const extra = Array.from({ length: more }, (_, index): (typeof PAGES)[number] => {
    const name = `page-${String(index + 1).padStart(4, '0')}`;
    return [`/more/${name}`, `More ${name}`, `Page ${index + 1} of more.`, `# More ${name}\n\nOne more page.\n`];
  });
  return [...PAGES, ...extra];
}

function sidebarOf(pages: typeof PAGES): SidebarNode[] {
  const category = (label: string, key: string, list: typeof PAGES): SidebarNode => ({ type: 'category', label, key, href: null, items: list.map(([route, title]) => ({ type: 'doc', label: title, href: route })) });
  const more = pages.slice(PAGES.length);
  return [category('Guide', 'guide', PAGES), ...(more.length ? [category('More', 'more', more)] : [])];
}

const OPENAPI = {
  openapi: '3.1.0',
  info: { title: 'Fixture API', version: '1' },
  servers: [
    {
      url: '{scheme}://{host}',
      description: 'An instance',
      variables: { scheme: { default: 'http', enum: ['http', 'https'] }, host: { default: 'localhost', description: 'The host name of your instance.' } },
    },
  ],
  components: {
    securitySchemes: { systemToken: { type: 'http', scheme: 'bearer', description: 'The system token of the instance.' } },
  },
  paths: {
    '/messages.send': {
      post: {
        operationId: 'messages.send',
        summary: 'Send a message',
        'x-page': '/guide/setup',
        'x-added-in': '0.1.0',
        security: [{ systemToken: [] }],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { text: { type: 'string' } } } } } },
        responses: { '200': { description: 'Sent' } },
      },
    },
    '/health': { get: { operationId: 'health', summary: 'Health', security: [], responses: { '200': { description: 'Up' } } } },
  },
};

/** A page's text for the index: its lines outside tables, without Markdown marks. */
function prose(markdown: string): string {
  return markdown.split('\n').filter((line) => !line.startsWith('|')).join(' ').replace(/#/g, '');
}

function write(dir: string, file: string, text: string): void {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}

/** Where the fixture is written (default: a new temporary folder), and how many pages it has beyond its three. */
interface FixtureSiteOptions {
  dir?: string;
  morePages?: number;
}

/** Writes the fixture site; `remove` deletes it. */
export function writeFixtureSite({ dir = mkdtempSync(join(tmpdir(), 'mcp-site-')), morePages = 0 }: FixtureSiteOptions = {}): { dir: string; remove: () => void } {
  const pages = pagesWith(morePages);
  const docs = pages.map(([route, title, description]) => ({ route, title, description }));
  write(dir, 'llms.txt', buildLlmsTxt(docs, sidebarOf(pages), FIXTURE_SITE, { title: OPENAPI.info.title }));
  for (const [route, , , markdown] of pages) write(dir, markdownFile(route), markdown);
  write(dir, 'openapi.json', JSON.stringify(OPENAPI));
  const index = createSearchIndexWriter(join(dir, 'search-index'));
  for (const [route, title, , markdown] of pages) {
    index.add({ url: route === '/' ? '/' : `${route}/`, title, breadcrumb: 'Guide', events: [{ text: prose(markdown), weight: 1 }] });
  }
  index.finish();
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** An SDK client talking to the server of `access` in this process. */
export async function connectClient(access: SiteAccess): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await (await createDocsServer(access)).connect(serverSide);
  const client = new Client({ name: 'airy-docs-unit-tests', version: '1.0.0' });
  await client.connect(clientSide);
  return client;
}

/** How the server is started over the fixture: `site` from its folder (default: the folder itself), `--url`. */
interface FixtureOptions {
  site?: (dir: string) => string;
  url?: string;
  morePages?: number;
}

/** The fixture written, and a client of a server reading it. */
export async function fixtureClient({ site, url, morePages }: FixtureOptions = {}) {
  const fixture = writeFixtureSite({ morePages });
  const client = await connectClient(siteAccess({ site: site ? site(fixture.dir) : fixture.dir, url }));
  return {
    client,
    dir: fixture.dir,
    async close() {
      await client.close();
      fixture.remove();
    },
  };
}

/** A tool's answer as text, with whether it is an error. */
export async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }> {
  const result = await client.callTool({ name, arguments: args });
  const content = result.content as { type: string; text: string }[];
  return { text: content.map((part) => part.text).join('\n'), isError: Boolean(result.isError) };
}
