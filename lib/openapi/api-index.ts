/**
 * The document indexed for the page checks: operations by signature, and what a bound block or
 * table is checked against (the request body, a response, or a component schema).
 */
import type { Diagnostic } from '../diagnostics';
import type { Target } from './binding';
import type { OpenApiDocument } from './document';
import { defaultSuccessStatus, listOperations, type BodySchemas, type Operation, type SchemaAt } from './operations';
import { escapePointerSegment, isObject, valueAt } from './pointer';
import { closest } from './suggest';

/** The document and its operations by signature (`POST /messages.send`). */
export interface ApiIndex {
  document: OpenApiDocument;
  operations: Operation[];
  bySignature: Map<string, Operation>;
  /** Names of `components.schemas`. */
  schemaNames: string[];
}

/** What a target resolves to: the schema and words for messages, or why it does not resolve. */
export type ResolvedTarget =
  | { ok: true; schema: SchemaAt; description: string }
  /** `unknownOperation`: the signature is not in the document (the coverage check reports it at the signature). */
  | { ok: false; message: string; hint: string; unknownOperation?: boolean };

const JSON_MEDIA = 'application/json';

/** Indexes a document's operations and schema names. */
export function indexDocument(document: OpenApiDocument): ApiIndex {
  const operations = listOperations(document);
  const components = isObject(document.data.components) ? document.data.components : {};
  return {
    document,
    operations,
    bySignature: new Map(operations.map((operation) => [operation.signature, operation])),
    schemaNames: isObject(components.schemas) ? Object.keys(components.schemas) : [],
  };
}

/** An operation by signature, or a message naming the closest one. */
export function findOperation(index: ApiIndex, signature: string): { operation: Operation } | { message: string; hint: string } {
  const operation = index.bySignature.get(signature);
  if (operation) return { operation };
  const near = closest(signature, index.bySignature.keys());
  return {
    message: `\`${signature}\` is not in the OpenAPI document`,
    hint: near ? `did you mean \`${near}\`?` : `add the operation to ${index.document.file}, or correct the endpoint`,
  };
}

function pickMedia(bodies: BodySchemas, wanted: string | undefined): string | undefined {
  if (wanted) return bodies.has(wanted) ? wanted : undefined;
  return bodies.has(JSON_MEDIA) ? JSON_MEDIA : [...bodies.keys()][0];
}

function bodySchema(bodies: BodySchemas, media: string | undefined, what: string): ResolvedTarget {
  const schema = media ? bodies.get(media) : undefined;
  if (!media || !schema) {
    const has = [...bodies.keys()].join(', ') || 'none';
    return { ok: false, message: `${what} has no ${media ?? 'body'} schema in the OpenAPI document`, hint: `add one (media types there: ${has}), or correct the label` };
  }
  return { ok: true, schema, description: what };
}

/** The schema a bound block or table is checked against. */
export function resolveTarget(index: ApiIndex, target: Target): ResolvedTarget {
  if (target.role === 'schema') {
    if (index.schemaNames.includes(target.name)) {
      const pointer = `/components/schemas/${escapePointerSegment(target.name)}`;
      return { ok: true, schema: { pointer, schema: valueAt(index.document.data, pointer) }, description: `the schema ${target.name}` };
    }
    const near = closest(target.name, index.schemaNames);
    return { ok: false, message: `no component schema is named "${target.name}"`, hint: near ? `did you mean "${near}"?` : `add it under components.schemas in ${index.document.file}, or correct the name` };
  }
  const found = findOperation(index, target.signature);
  if (!('operation' in found)) return { ok: false, ...found, unknownOperation: true };
  const { operation } = found;
  if (target.role === 'request') {
    return bodySchema(operation.requestBody, pickMedia(operation.requestBody, target.mediaType), `the request body of \`${operation.signature}\``);
  }
  const status = target.status ?? defaultSuccessStatus(operation);
  const response = status ? operation.responses.get(status) : undefined;
  if (!status || !response) {
    const documented = [...operation.responses.keys()].join(', ') || 'none';
    return { ok: false, message: `\`${operation.signature}\` has no ${status ?? '2xx'} response in the OpenAPI document`, hint: `add it there, or correct the label's status (documented: ${documented})` };
  }
  if (!response.size) {
    return { ok: false, message: `the ${status} response of \`${operation.signature}\` has no body in the OpenAPI document`, hint: 'remove the sample, or give the response a body there' };
  }
  return bodySchema(response, pickMedia(response, undefined), `the ${status} response of \`${operation.signature}\``);
}

/**
 * The diagnostic for a target that does not resolve, or null when the coverage check already
 * reports it: a label binds to the page's own signature, and an unknown signature is reported there.
 */
export function unresolvedTarget(file: string, at: { line: number; column: number }, resolved: Extract<ResolvedTarget, { ok: false }>, byLabel: boolean): Diagnostic | null {
  if (resolved.unknownOperation && byLabel) return null;
  return { severity: 'error', file, line: at.line, column: at.column, message: resolved.message, hint: resolved.hint };
}
