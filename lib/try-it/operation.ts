/**
 * What the "Try it" panel needs to know of one operation, read from the published OpenAPI
 * document (`/openapi.json`): the tokens it takes, and its request body — JSON with the
 * document's examples, a multipart form, or none.
 */
import { followRefs, isObject, type JsonObject } from '../openapi/pointer';

/** One part of a multipart form. */
interface FormField {
  name: string;
  /** True for a file part (a binary string in the schema). */
  file: boolean;
  required: boolean;
}

/** A named example of a JSON request body, as the editor shows it. */
interface BodyExample {
  name: string;
  /** Pretty-printed JSON. */
  text: string;
}

/** The request body an operation takes. */
export type RequestBodyShape =
  | { kind: 'none' }
  | { kind: 'json'; required: boolean; examples: BodyExample[] }
  | { kind: 'multipart'; fields: FormField[] };

/** A query parameter (`GET /schemas.info?topicName=…`), with the document's example as the field's start. */
export interface QueryParameter {
  name: string;
  required: boolean;
  description: string;
  example: string;
}

/** An operation as the panel sends it. */
export interface TryItOperation {
  method: string;
  path: string;
  operationId: string;
  /** The security schemes it accepts, one of them is enough (`[]`: no token). */
  tokens: string[];
  query: QueryParameter[];
  body: RequestBodyShape;
  /** The platform release that added it (`x-added-in`), when the document says. */
  addedIn: string | null;
}

const JSON_TYPE = 'application/json';
const MULTIPART_TYPE = 'multipart/form-data';

function operationAt(document: JsonObject, path: string, method: string): JsonObject | null {
  const item = isObject(document.paths) ? document.paths[path] : undefined;
  const operation = isObject(item) ? item[method] : undefined;
  return isObject(operation) ? operation : null;
}

function operationById(document: JsonObject, operationId: string): JsonObject | null {
  if (!isObject(document.paths)) return null;
  for (const item of Object.values(document.paths)) {
    if (!isObject(item)) continue;
    for (const operation of Object.values(item)) if (isObject(operation) && operation.operationId === operationId) return operation;
  }
  return null;
}

function tokensOf(document: JsonObject, operation: JsonObject): string[] {
  const security = Array.isArray(operation.security) ? operation.security : Array.isArray(document.security) ? document.security : [];
  // An empty requirement (`{}`) among the alternatives makes the token optional; the field stays.
  return [...new Set(security.filter(isObject).flatMap((requirement) => Object.keys(requirement).slice(0, 1)))];
}

function mediaOf(document: JsonObject, operation: JsonObject): { content: JsonObject; required: boolean } | null {
  const body = followRefs(document, operation.requestBody, '').value;
  if (!isObject(body) || !isObject(body.content)) return null;
  return { content: body.content, required: body.required === true };
}

function examplesOf(document: JsonObject, media: unknown): BodyExample[] {
  if (!isObject(media)) return [];
  if (isObject(media.examples)) {
    return Object.entries(media.examples).flatMap(([name, example]) => {
      const resolved = followRefs(document, example, '').value;
      return isObject(resolved) && 'value' in resolved ? [{ name, text: JSON.stringify(resolved.value, null, 2) }] : [];
    });
  }
  return 'example' in media ? [{ name: 'example', text: JSON.stringify(media.example, null, 2) }] : [];
}

function isBinary(schema: unknown): boolean {
  return isObject(schema) && schema.type === 'string' && (schema.format === 'binary' || 'contentMediaType' in schema || 'contentEncoding' in schema);
}

function formFields(document: JsonObject, media: unknown): FormField[] {
  const schema = followRefs(document, isObject(media) ? media.schema : undefined, '').value;
  if (!isObject(schema) || !isObject(schema.properties)) return [];
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(schema.properties).map(([name, property]) => ({
    name,
    file: isBinary(followRefs(document, property, '').value),
    required: required.includes(name),
  }));
}

function bodyOf(document: JsonObject, operation: JsonObject): RequestBodyShape {
  const media = mediaOf(document, operation);
  if (!media) return { kind: 'none' };
  if (media.content[MULTIPART_TYPE]) return { kind: 'multipart', fields: formFields(document, media.content[MULTIPART_TYPE]) };
  let examples = examplesOf(document, media.content[JSON_TYPE]);
  // An alias (`x-alias-of`) takes the same body as the operation it names; its examples are there.
  const aliasOf = typeof operation['x-alias-of'] === 'string' ? operationById(document, operation['x-alias-of']) : null;
  if (!examples.length && aliasOf) examples = examplesOf(document, mediaOf(document, aliasOf)?.content[JSON_TYPE]);
  return { kind: 'json', required: media.required, examples };
}

function queryOf(document: JsonObject, operation: JsonObject): QueryParameter[] {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  return parameters.flatMap((parameter) => {
    const resolved = followRefs(document, parameter, '').value;
    if (!isObject(resolved) || resolved.in !== 'query' || typeof resolved.name !== 'string') return [];
    const example = resolved.example ?? (isObject(resolved.schema) ? resolved.schema.example : undefined);
    return [{ name: resolved.name, required: resolved.required === true, description: typeof resolved.description === 'string' ? resolved.description : '', example: example === undefined ? '' : String(example) }];
  });
}

/** The operation of an endpoint signature (`POST /tags.list`), or null when the document has none. */
export function readTryItOperation(document: unknown, signature: string): TryItOperation | null {
  const match = /^([A-Z]+) (\/\S*)$/.exec(signature.trim());
  if (!isObject(document) || !match) return null;
  const [, method, path] = match;
  const operation = operationAt(document, path, method.toLowerCase());
  if (!operation) return null;
  return {
    method,
    path,
    operationId: typeof operation.operationId === 'string' ? operation.operationId : path.slice(1),
    tokens: tokensOf(document, operation),
    query: queryOf(document, operation),
    body: bodyOf(document, operation),
    addedIn: typeof operation['x-added-in'] === 'string' ? operation['x-added-in'] : null,
  };
}
