/** A typed view of the document's operations: what the page checks need to know of each. */
import type { OpenApiDocument } from './document';
import { escapePointerSegment, followRefs, isObject, toPointer, type JsonObject } from './pointer';

/** A schema in the document and the JSON pointer where it sits (what the validator compiles). */
export interface SchemaAt {
  pointer: string;
  schema: unknown;
}

/** A request or response body: its schema per media type (null when a media type gives none). */
export type BodySchemas = Map<string, SchemaAt | null>;

/** One operation of the document. */
export interface Operation {
  /** Upper case, as pages write it: `POST`. */
  method: string;
  path: string;
  /** `POST /messages.send`: the text of the page's endpoint signature. */
  signature: string;
  operationId?: string;
  /** `x-page`: the route of the page that documents the operation. */
  page?: string;
  /** `x-alias-of`: the operationId this path is another name for. */
  aliasOf?: string;
  /** The request body by media type; empty when the operation takes none. */
  requestBody: BodySchemas;
  /** Responses by status (`200`, `4XX`, `default`); an empty map is a response without a body. */
  responses: Map<string, BodySchemas>;
  /** Effective security: alternatives, each a list of scheme names; `[]` means none needed. */
  security: string[][];
  /** Pointer of the operation object (`/paths/~1messages.send/post`). */
  pointer: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The text of an endpoint signature: `POST /messages.send`. */
function signatureOf(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

function bodySchemas(content: unknown, contentPointer: string): BodySchemas {
  const out: BodySchemas = new Map();
  if (!isObject(content)) return out;
  for (const [mediaType, media] of Object.entries(content)) {
    const schema = isObject(media) ? media.schema : undefined;
    out.set(mediaType, schema === undefined ? null : { pointer: `${contentPointer}/${escapePointerSegment(mediaType)}/schema`, schema });
  }
  return out;
}

function securityOf(value: unknown): string[][] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(isObject).map((requirement) => Object.keys(requirement));
}

function operationAt(data: JsonObject, path: string, method: string, raw: JsonObject): Operation {
  const pointer = toPointer(['paths', path, method]);
  const body = followRefs(data, raw.requestBody, `${pointer}/requestBody`);
  const responses = new Map<string, BodySchemas>();
  if (isObject(raw.responses)) {
    for (const [status, response] of Object.entries(raw.responses)) {
      const resolved = followRefs(data, response, toPointer(['paths', path, method, 'responses', status]));
      const content = isObject(resolved.value) ? resolved.value.content : undefined;
      responses.set(status, bodySchemas(content, `${resolved.pointer}/content`));
    }
  }
  return {
    method: method.toUpperCase(),
    path,
    signature: signatureOf(method, path),
    operationId: typeof raw.operationId === 'string' ? raw.operationId : undefined,
    page: typeof raw['x-page'] === 'string' ? raw['x-page'] : undefined,
    aliasOf: typeof raw['x-alias-of'] === 'string' ? raw['x-alias-of'] : undefined,
    requestBody: bodySchemas(isObject(body.value) ? body.value.content : undefined, `${body.pointer}/content`),
    responses,
    security: securityOf(raw.security) ?? securityOf(data.security) ?? [],
    pointer,
  };
}

/** Every operation of the document, in document order. */
export function listOperations(document: OpenApiDocument): Operation[] {
  const { data } = document;
  if (!isObject(data.paths)) return [];
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(data.paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const raw = item[method];
      if (isObject(raw)) operations.push(operationAt(data, path, method, raw));
    }
  }
  return operations;
}

/** The status a plain "Sample response" shows: the operation's only or lowest 2xx status. */
export function defaultSuccessStatus(operation: Operation): string | undefined {
  return [...operation.responses.keys()].filter((status) => /^2\d\d$/.test(status)).sort()[0];
}
