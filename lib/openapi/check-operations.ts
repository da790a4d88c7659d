/**
 * The document's own conventions for each operation: `operationId` is the path without its
 * slash and unique, `x-page` names the page, `x-alias-of` names an operation that exists.
 */
import type { Diagnostic } from '../diagnostics';
import type { ApiIndex } from './api-index';
import { locate } from './document';
import type { Operation } from './operations';

function problem(index: ApiIndex, operation: Operation, key: string, message: string, hint: string): Diagnostic {
  return { severity: 'error', ...locate(index.document, `${operation.pointer}/${key}`), message, hint };
}

/** Checks operationId, x-page and x-alias-of of every operation. */
export function checkOperations(index: ApiIndex): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const ids = new Map<string, Operation>();
  for (const operation of index.operations) {
    const expected = operation.path.replace(/^\//, '');
    const { operationId: id, signature } = operation;
    if (id !== expected) diagnostics.push(problem(index, operation, 'operationId', `\`${signature}\`: operationId is ${id === undefined ? 'missing' : `"${id}"`}`, `write operationId: ${expected} (the path without its slash)`));
    const other = id === undefined ? undefined : ids.get(id);
    if (id !== undefined && other) diagnostics.push(problem(index, operation, 'operationId', `\`${signature}\`: operationId "${id}" is also used by \`${other.signature}\``, 'operationIds must be unique'));
    else if (id !== undefined) ids.set(id, operation);
    if (!operation.page?.startsWith('/')) diagnostics.push(problem(index, operation, 'x-page', `\`${signature}\`: x-page is ${operation.page === undefined ? 'missing' : `"${operation.page}"`}`, 'write the route of the page that documents it: x-page: /api/endpoints/messages'));
  }
  for (const operation of index.operations) {
    if (operation.aliasOf !== undefined && !ids.has(operation.aliasOf)) {
      diagnostics.push(problem(index, operation, 'x-alias-of', `\`${operation.signature}\`: x-alias-of names "${operation.aliasOf}", which no operation has as operationId`, 'write the operationId of the operation this path is an alias of'));
    }
  }
  return diagnostics;
}
