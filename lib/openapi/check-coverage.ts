/**
 * Coverage: every operation of the document has exactly one signature, on the page its `x-page`
 * names; every signature on a page is an operation of the document.
 */
import type { Diagnostic } from '../diagnostics';
import { findOperation, type ApiIndex } from './api-index';
import { locate } from './document';
import type { PageItemOf } from './page-reader';

/** The signatures found on one page. */
export interface PageSignatures {
  file: string;
  /** The page's route (`/api/endpoints/messages`), compared with `x-page`. */
  route: string;
  signatures: PageItemOf<'signature'>[];
}

/** Checks signatures against operations, both ways. */
export function checkCoverage(index: ApiIndex, pages: PageSignatures[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const first = new Map<string, { file: string; line: number }>();
  for (const page of pages) {
    for (const signature of page.signatures) {
      const text = `${signature.method} ${signature.path}`;
      const at = { severity: 'error' as const, file: page.file, line: signature.line, column: signature.column };
      const seen = first.get(text);
      if (seen) {
        diagnostics.push({ ...at, message: `\`${text}\` has a second signature (the first is at ${seen.file}:${seen.line})`, hint: 'keep one signature per operation; bind other samples with ```json5 request="…" or response="…"' });
        continue;
      }
      first.set(text, { file: page.file, line: signature.line });
      const found = findOperation(index, text);
      if (!('operation' in found)) {
        diagnostics.push({ ...at, ...found });
        continue;
      }
      const { operation } = found;
      if (operation.page !== undefined && operation.page !== page.route) {
        const where = locate(index.document, `${operation.pointer}/x-page`);
        diagnostics.push({ ...at, message: `\`${text}\` is documented on ${page.route}, but its x-page is ${operation.page}`, hint: `set x-page: ${page.route} at ${where.file}:${where.line}, or move the section to ${operation.page}` });
      }
    }
  }
  for (const operation of index.operations) {
    if (first.has(operation.signature)) continue;
    diagnostics.push({
      severity: 'error',
      ...locate(index.document, operation.pointer),
      message: `operation \`${operation.signature}\` is on no page`,
      hint: `put its signature \`${operation.signature}\` at the start of its section on ${operation.page ?? 'its page'}, or remove the operation`,
    });
  }
  return diagnostics;
}
