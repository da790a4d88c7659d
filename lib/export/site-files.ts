/**
 * The files made from the whole model, by path under the export: llms files, sitemap, robots,
 * sidebar sections, Netlify's, the OpenAPI document. The export pass writes them (those whose
 * bytes changed); the dev server serves the same files from memory.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENT_FILE } from '../openapi';
import { yamlWithAddedIn } from '../openapi/added-in';
import type { SidebarNode } from '../sidebar';
import type { SiteModel } from '../site/model';
import { sidebarSectionFile } from '../urls';
import { buildLlmsFullTxt, buildLlmsTxt, docsInReadingOrder, fullTextPage, type LlmsOpenApi } from './llms';
import { netlifyHeaders, netlifyRedirects } from './netlify';
import { buildRobots, buildSitemap } from './sitemap';

/** The document's `info.title` and `info.summary`, as `llms.txt` names it. */
function openApiInfo(data: Record<string, unknown>): LlmsOpenApi {
  const info = (typeof data.info === 'object' && data.info !== null ? data.info : {}) as Record<string, unknown>;
  return { title: typeof info.title === 'string' ? info.title : 'API', summary: typeof info.summary === 'string' ? info.summary : undefined };
}

/** The sidebar's sections, each the file the sidebar loads when its category opens, by path. */
export function sidebarSectionFiles(sidebar: SidebarNode[]): Map<string, string> {
  return new Map(sidebar.flatMap((node) => (node.type === 'category' ? [[sidebarSectionFile(node.key), JSON.stringify(node.items ?? [])] as const] : [])));
}

/** The files made from the whole model, by path under the export; `markdownPages` holds each page's Markdown copy by route. */
export function siteFiles(model: SiteModel, markdownPages: Map<string, string>): Map<string, string> {
  const { config } = model;
  const files = new Map<string, string>();
  const ordered = docsInReadingOrder(model.docs, model.sidebar);
  files.set('llms.txt', buildLlmsTxt(model.docs, model.sidebar, config, model.openapi ? openApiInfo(model.openapi.data) : undefined));
  files.set('llms-full.txt', buildLlmsFullTxt(ordered.map((doc) => fullTextPage(markdownPages.get(doc.route)!, doc.route, config)), config));
  files.set('sitemap.xml', buildSitemap(model.docs, config));
  files.set('robots.txt', buildRobots(config));
  files.set('_headers', netlifyHeaders(config.basePath));
  files.set('_redirects', netlifyRedirects(config.basePath));
  for (const [path, text] of sidebarSectionFiles(model.sidebar)) files.set(path, text);
  if (model.openapi) {
    files.set('openapi.json', `${JSON.stringify(model.openapi.data, null, 2)}\n`);
    files.set('openapi.yaml', yamlWithAddedIn(readFileSync(join(model.contentDir, DOCUMENT_FILE), 'utf8'), model.openapi.data));
  }
  return files;
}
