/** Reading the site's OpenAPI document from disk: `api/openapi.yaml` in the content folder. */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadOpenApiDocument, type LoadedDocument } from './document';

/** Where the document lives inside the content folder. */
export const DOCUMENT_FILE = 'api/openapi.yaml';

/** The document of the content folder; file names in messages are relative to the project root. */
export function loadSiteDocument(projectRoot: string, contentDir: string): LoadedDocument {
  const path = join(contentDir, DOCUMENT_FILE);
  const file = relative(projectRoot, path);
  if (!existsSync(path)) {
    return { document: null, diagnostics: [{ severity: 'error', file, message: 'the API pages have no OpenAPI document', hint: 'write it: OpenAPI 3.1, one operation per endpoint of the API pages' }] };
  }
  return loadOpenApiDocument(readFileSync(path, 'utf8').replace(/\r\n/g, '\n'), file);
}
