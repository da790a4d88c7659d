/**
 * The API reference check (issue #23): API pages against the OpenAPI document. The content check
 * calls `checkApiPages` with the loaded document and the API pages. (That the document itself is
 * valid OpenAPI is checked by its test, `tests/unit/helpers/validate-openapi.ts`.)
 */
import type { Diagnostic } from '../diagnostics';
import { indexDocument } from './api-index';
import { bindPage } from './binding';
import { checkCoverage, type PageSignatures } from './check-coverage';
import { checkDocumentExamples } from './check-examples';
import { checkOperations } from './check-operations';
import { checkAgainstPlatform } from './check-platform';
import { checkSamples } from './check-samples';
import { checkTables } from './check-tables';
import type { OpenApiDocument } from './document';
import type { PageItem } from './page-reader';
import type { PlatformFacts } from '../platform/facts';
import { createSchemaValidator } from './schema-validator';

export type { OpenApiDocument } from './document';
export { DOCUMENT_FILE, loadSiteDocument } from './document-files';
export { paragraphSignature, readApiItems, type PageItem } from './page-reader';

/** An API page as the check needs it: what the renderer read from its one parse (`readApiItems`). */
export interface ApiPage {
  /** Path from the project root, for messages (`content/api/endpoints/messages.mdx`). */
  file: string;
  /** The page's route (`/api/endpoints/messages`), compared with the operations' `x-page`. */
  route: string;
  items: PageItem[];
}

/** The route prefix of the pages the check reads. */
const API_ROUTE_PREFIX = '/api/';

/** True for the pages the API check reads: every page under `/api/`. */
export function isApiPage(page: { route: string }): boolean {
  return page.route.startsWith(API_ROUTE_PREFIX);
}

/**
 * Checks API pages against the document: samples parse and validate, field tables agree with the
 * schemas, every operation is on exactly one page and every signature is an operation; plus the
 * document's own conventions and examples, and, given the platform's facts, the document against
 * the endpoints of the platform's code. Never throws on a writer's mistake.
 */
export function checkApiPages(document: OpenApiDocument, pages: ApiPage[], platform?: PlatformFacts | null): Diagnostic[] {
  const index = indexDocument(document);
  const validator = createSchemaValidator(document);
  const diagnostics: Diagnostic[] = [...checkOperations(index), ...checkDocumentExamples(index, validator)];
  if (platform) diagnostics.push(...checkAgainstPlatform(index, platform));
  const signatures: PageSignatures[] = [];
  for (const page of pages) {
    const bindings = bindPage(page.items, (signature) => index.bySignature.get(signature)?.aliasOf !== undefined);
    diagnostics.push(...checkSamples(page.file, bindings.blocks, index, validator), ...checkTables(page.file, bindings.tables, index));
    signatures.push({ file: page.file, route: page.route, signatures: bindings.signatures });
  }
  return [...diagnostics, ...checkCoverage(index, signatures)];
}
