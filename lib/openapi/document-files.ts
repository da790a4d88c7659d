/**
 * Reading the site's OpenAPI document from disk: `content/api/openapi.yaml`, and, while the two
 * API writers still work in separate files, `openapi.part-b.yaml` beside it merged in (temporary:
 * see `merge-parts.ts`; once the lead merges the parts, the part file is gone and this is a no-op).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../diagnostics';
import { loadOpenApiDocument, type LoadedDocument } from './document';
import { mergeDocumentPart } from './merge-parts';

/** Where the document lives, relative to the project root. */
export const DOCUMENT_PATH = 'content/api/openapi.yaml';
/** The second writer's part, merged in while it exists. */
export const DOCUMENT_PART_PATH = 'content/api/openapi.part-b.yaml';

function loadFile(projectRoot: string, path: string): LoadedDocument {
  return loadOpenApiDocument(readFileSync(join(projectRoot, path), 'utf8').replace(/\r\n/g, '\n'), path);
}

/** The site's document, with the part merged in when there is one. */
export function loadSiteDocument(projectRoot: string): LoadedDocument {
  const hasMain = existsSync(join(projectRoot, DOCUMENT_PATH));
  const hasPart = existsSync(join(projectRoot, DOCUMENT_PART_PATH));
  if (!hasMain && !hasPart) {
    return { document: null, diagnostics: [{ severity: 'error', file: DOCUMENT_PATH, message: 'the OpenAPI document does not exist', hint: 'write it: OpenAPI 3.1, one operation per endpoint of the API pages' }] };
  }
  if (!hasPart) return loadFile(projectRoot, DOCUMENT_PATH);
  const part = loadFile(projectRoot, DOCUMENT_PART_PATH);
  if (!hasMain) return part;
  const main = loadFile(projectRoot, DOCUMENT_PATH);
  const diagnostics: Diagnostic[] = [...main.diagnostics, ...part.diagnostics];
  if (!main.document || !part.document) return { document: main.document, diagnostics };
  const merged = mergeDocumentPart(main.document, part.document);
  return { document: merged.document, diagnostics: [...diagnostics, ...merged.diagnostics] };
}
