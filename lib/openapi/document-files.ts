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

/** The folder of the API pages and the document, relative to the project root. */
export const API_DIR = 'content/api';
/** Where the document lives, relative to the project root. */
export const DOCUMENT_PATH = `${API_DIR}/openapi.yaml`;

function loadFile(projectRoot: string, path: string): LoadedDocument {
  return loadOpenApiDocument(readFileSync(join(projectRoot, path), 'utf8').replace(/\r\n/g, '\n'), path);
}

/**
 * The site's document (`<apiDir>/openapi.yaml`), with `openapi.part-b.yaml` merged in when there
 * is one; `apiDir` is relative to the project root, and file names in messages are too.
 */
export function loadSiteDocument(projectRoot: string, apiDir = API_DIR): LoadedDocument {
  const mainPath = `${apiDir}/openapi.yaml`;
  const partPath = `${apiDir}/openapi.part-b.yaml`;
  const hasMain = existsSync(join(projectRoot, mainPath));
  const hasPart = existsSync(join(projectRoot, partPath));
  if (!hasMain && !hasPart) {
    return { document: null, diagnostics: [{ severity: 'error', file: mainPath, message: 'the OpenAPI document does not exist', hint: 'write it: OpenAPI 3.1, one operation per endpoint of the API pages' }] };
  }
  if (!hasPart) return loadFile(projectRoot, mainPath);
  const part = loadFile(projectRoot, partPath);
  if (!hasMain) return part;
  const main = loadFile(projectRoot, mainPath);
  const diagnostics: Diagnostic[] = [...main.diagnostics, ...part.diagnostics];
  if (!main.document || !part.document) return { document: main.document, diagnostics };
  const merged = mergeDocumentPart(main.document, part.document);
  return { document: merged.document, diagnostics: [...diagnostics, ...merged.diagnostics] };
}
