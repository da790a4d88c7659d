/**
 * The API reference check on its own (issue #23): the pages under `content/api/` against
 * `content/api/openapi.yaml` (with `openapi.part-b.yaml` merged in while it exists — a temporary
 * convenience until the lead merges the two writers' parts), and the document against the
 * OpenAPI specification. Prints `file:line:col: message — hint` lines; exits 1 on errors.
 *
 *   npx tsx scripts/check-api.ts             this project
 *   npx tsx scripts/check-api.ts ../other    another checkout (read only)
 */
import { join, resolve } from 'node:path';
import { listDocFiles, readDoc } from '../lib/content';
import { formatReport, type Diagnostic } from '../lib/diagnostics';
import { checkApiPages, isApiPage, listOperations, loadSiteDocument, validateOpenApiDocument, type ApiPage } from '../lib/openapi';

const projectRoot = resolve(process.argv[2] ?? process.cwd());
const contentDir = join(projectRoot, 'content');

const pages: ApiPage[] = listDocFiles(join(contentDir, 'api'))
  .map((path) => readDoc(path, contentDir, projectRoot).doc)
  .filter(isApiPage)
  .map(({ file, route, source }) => ({ file, route, source }));

const { document, diagnostics: loading } = loadSiteDocument(projectRoot);
const diagnostics: Diagnostic[] = [...loading];
if (document) diagnostics.push(...(await validateOpenApiDocument(document)), ...checkApiPages(document, pages));

const report = formatReport(diagnostics);
if (report) console.log(report);
const operations = document ? listOperations(document).length : 0;
const errors = diagnostics.filter((d) => d.severity === 'error').length;
console.log(`API check: ${pages.length} pages, ${operations} operations, ${errors ? `${errors} error(s)` : 'no errors'}.`);
process.exit(errors ? 1 : 0);
