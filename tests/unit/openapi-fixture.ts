/** Loading the OpenAPI fixtures (`tests/fixtures/openapi/`): the tiny document and one-problem pages. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDoc } from '../../lib/content';
import { checkApiPages, type ApiPage, type OpenApiDocument } from '../../lib/openapi';
import { loadOpenApiDocument } from '../../lib/openapi/document';
import { renderDoc } from '../../lib/render/render-doc';

const root = process.cwd();
export const FIXTURE_DIR = 'tests/fixtures/openapi';
export const DOCUMENT_FILE = `${FIXTURE_DIR}/openapi.yaml`;

/** The fixture document, which must load. */
export function fixtureDocument(): OpenApiDocument {
  const { document, diagnostics } = loadOpenApiDocument(readFileSync(join(root, DOCUMENT_FILE), 'utf8'), DOCUMENT_FILE);
  if (!document) throw new Error(diagnostics.map((d) => d.message).join('\n'));
  return document;
}

/** A fixture page as the content check reads it (rendered once), at the route the document's `x-page` names. */
export function fixturePage(name: string, route = '/api/messages'): ApiPage {
  const { doc } = readDoc(join(root, FIXTURE_DIR, 'pages', `${name}.mdx`), join(root, FIXTURE_DIR, 'pages'), root);
  const rendered = renderDoc({ ...doc, route }, { url: 'https://x.test', basePath: '/', resolveMarkdownLink: () => null, sizeOf: () => null, outputs: false });
  return { file: doc.file, route, items: rendered.api ?? [] };
}

/** The 1-based line of a fixture file where `text` first occurs. */
export function lineOf(file: string, text: string): number {
  const index = readFileSync(join(root, file), 'utf8').split('\n').findIndex((line) => line.includes(text));
  if (index < 0) throw new Error(`"${text}" is not in ${file}`);
  return index + 1;
}

/** Checks fixture pages against the fixture document; returns `file:line: message` for the pages' own problems. */
export function problemsOf(...names: string[]): string[] {
  const pages = names.map((name) => fixturePage(name));
  const files = new Set(pages.map((page) => page.file));
  return checkApiPages(fixtureDocument(), pages)
    .filter((d) => files.has(d.file))
    .map((d) => `${d.file}:${d.line}: ${d.message}${d.hint ? ` — ${d.hint}` : ''}`);
}
