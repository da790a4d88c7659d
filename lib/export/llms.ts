/**
 * The files for AI assistants (https://llmstxt.org): `llms.txt` — the site's title and summary,
 * then one section per top-level sidebar category with each page's title, Markdown URL and
 * description, in sidebar order (nested categories as nested lists), the pages outside the
 * sidebar under "Optional", and the OpenAPI document when the site publishes one — and
 * `llms-full.txt`, every page's Markdown in the same order.
 */
import type { SiteConfig } from '../config-types';
import { MCP_BUNDLE_FILE } from '../constants';
import { absoluteUrl, canonicalUrl, markdownUrl, mcpServerUrl, OPENAPI_FILE_PATHS, siteRootUrl } from '../urls';
import { flattenDocs, type SidebarNode } from '../sidebar';
import type { DocEntry } from '../site/frame';

type LlmsConfig = Pick<SiteConfig, 'title' | 'tagline' | 'url' | 'basePath'> & Partial<Pick<SiteConfig, 'versions'>>;
type LlmsDoc = Pick<DocEntry, 'route' | 'title' | 'description'>;

/**
 * Section title for a sidebar label: a leading emoji dropped (`🚀 Getting Started` → `Getting Started`).
 * The site's own labels carry none (categories have icons), but a writer's config may, with a warning.
 */
export function plainLabel(label: string): string {
  return label.replace(/^[\p{Extended_Pictographic}\p{Emoji_Component}\uFE0F\u200D\s]+/u, '').trim() || label.trim();
}

/** One line of the page list: `- [Title](…/page.md): description`. */
function pageLine(doc: LlmsDoc, config: LlmsConfig, indent: string): string {
  const description = doc.description.replace(/\s+/g, ' ').trim();
  return `${indent}- [${doc.title.replace(/([[\]])/g, '\\$1')}](${markdownUrl(config, doc.route)})${description ? `: ${description}` : ''}`;
}

function nodeLines(nodes: SidebarNode[], byRoute: Map<string, LlmsDoc>, config: LlmsConfig, depth: number): string[] {
  const indent = '  '.repeat(depth);
  return nodes.flatMap((node) => {
    if (node.type === 'doc') {
      const doc = byRoute.get(node.href);
      return doc ? [pageLine(doc, config, indent)] : [];
    }
    if (node.type === 'link') {
      // Links to docs are listed where the doc itself sits; links elsewhere are kept.
      return byRoute.has(node.href) ? [] : [`${indent}- [${node.label}](${absoluteUrl(config, node.href)})`];
    }
    const inner = nodeLines(node.items ?? [], byRoute, config, depth + 1);
    return inner.length ? [`${indent}- ${plainLabel(node.label)}`, ...inner] : [];
  });
}

/** Docs in sidebar order, then the docs outside the sidebar by route. */
export function docsInReadingOrder<T extends Pick<DocEntry, 'route'>>(docs: T[], sidebar: SidebarNode[]): T[] {
  const byRoute = new Map(docs.map((doc) => [doc.route, doc]));
  const ordered = new Set<T>();
  for (const entry of flattenDocs(sidebar)) {
    const doc = byRoute.get(entry.href);
    if (doc) ordered.add(doc);
  }
  const rest = docs.filter((doc) => !ordered.has(doc)).sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  return [...ordered, ...rest];
}

/** The site's OpenAPI document, as `llms.txt` names it (its `info.title` and `info.summary`). */
export interface LlmsOpenApi {
  title: string;
  summary?: string;
}

/** The "API specification" section: the OpenAPI document, JSON first (what tools read), then YAML. */
function openApiLines(openapi: LlmsOpenApi, config: LlmsConfig): string[] {
  const [json, yaml] = OPENAPI_FILE_PATHS.map((path) => absoluteUrl(config, path));
  const summary = openapi.summary ? ` ${openapi.summary.replace(/\s+/g, ' ').trim()}` : '';
  return ['', '## API specification', '', `- [${openapi.title}: OpenAPI 3.1 document](${json}):${summary} The same document as YAML: ${yaml}`];
}

/** The "MCP server" section: the server file the build publishes with the site, and how to start it. */
function mcpLines(config: LlmsConfig): string[] {
  const root = siteRootUrl(config);
  const file = MCP_BUNDLE_FILE.split('/').pop();
  return [
    '',
    '## MCP server',
    '',
    `- [${config.title} MCP server](${mcpServerUrl(config)}): lets an AI assistant search and read these docs with the site's own search (tools \`search_docs\`, \`get_page\`, \`list_pages\`, \`get_api_operation\`). ` +
      `One file for Node.js 20 or later, nothing to install: download it and run \`node ${file}\` (stdio; it reads ${root}), or \`node ${file} --http 8808 --host 0.0.0.0\` to serve a team over Streamable HTTP at http://HOST:8808/mcp (without --host it listens on 127.0.0.1 only). ` +
      'Every page is also an MCP resource, its Markdown.',
  ];
}

/** The `llms.txt` text; `openapi` when the site publishes an OpenAPI document. */
export function buildLlmsTxt(docs: LlmsDoc[], sidebar: SidebarNode[], config: LlmsConfig, openapi?: LlmsOpenApi): string {
  const byRoute = new Map(docs.map((doc) => [doc.route, doc]));
  const root = siteRootUrl(config);
  const out = [
    `# ${config.title}`,
    '',
    `> ${config.tagline}`,
    '',
    ...(config.versions?.[0]?.release ? [`These pages describe ${config.versions[0].release}.`, ''] : []),
    `Every page below links to its Markdown copy; the HTML page is the same address without \`.md\`, ending in \`/\`. All pages in one file: ${root}llms-full.txt`,
    ...(openapi ? openApiLines(openapi, config) : []),
    ...mcpLines(config),
  ];
  // Top-level docs and links outside categories gather in runs, each run one section.
  let loose: SidebarNode[] = [];
  const flushLoose = () => {
    const lines = nodeLines(loose, byRoute, config, 0);
    const title = loose.length === 1 ? plainLabel(loose[0].label) : 'Pages';
    if (lines.length) out.push('', `## ${title}`, '', ...lines);
    loose = [];
  };
  for (const node of sidebar) {
    if (node.type !== 'category') {
      loose.push(node);
      continue;
    }
    flushLoose();
    const lines = nodeLines(node.items ?? [], byRoute, config, 0);
    if (lines.length) out.push('', `## ${plainLabel(node.label)}`, '', ...lines);
  }
  flushLoose();
  const listed = new Set(flattenDocs(sidebar).map((entry) => entry.href));
  const optional = docsInReadingOrder(docs, []).filter((doc) => !listed.has(doc.route));
  if (optional.length) out.push('', '## Optional', '', ...optional.map((doc) => pageLine(doc, config, '')));
  return `${out.join('\n')}\n`;
}

/** One page of `llms-full.txt`: its Markdown with the page's address under the title. */
export function fullTextPage(markdown: string, route: string, config: LlmsConfig): string {
  const [title, ...rest] = markdown.split('\n');
  return [title, '', `URL: ${canonicalUrl(config, route)}`, ...rest].join('\n').trimEnd();
}

/** The `llms-full.txt` text from the pages' entries, already in reading order. */
export function buildLlmsFullTxt(pages: string[], config: LlmsConfig): string {
  return [`# ${config.title}`, '', `> ${config.tagline}`, ...pages.flatMap((page) => ['', '---', '', page])].join('\n') + '\n';
}
