/**
 * One operation of the site's published `openapi.json`: found by its path (`/messages.send`,
 * `POST /messages.send`, `messages.send`) or its operation ID, with every `$ref` resolved and an
 * example for each body (the document's own when it has one, else one made from the schema).
 */
import { editDistance } from '../lib/edit-distance';
import { SUGGESTION_MAX_EDITS } from './arguments';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface OpenApiDocument {
  paths?: Record<string, Record<string, JsonObject>>;
  [key: string]: unknown;
}

export interface FoundOperation {
  method: string;
  path: string;
  operation: JsonObject;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every operation of the document, in its order. */
function operationsOf(document: OpenApiDocument): FoundOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ method, path, operation: item[method] })),
  );
}

/** `POST /messages.send`, `/messages.send`, `messages.send` or an operation ID → the operation. */
export function findOperation(document: OpenApiDocument, wanted: string): FoundOperation | undefined {
  const [, method, rest] = /^(?:([a-z]+)\s+)?(.*)$/i.exec(wanted.trim())!;
  const key = rest.replace(/^https?:\/\/[^/]+/i, '').replace(/[?#].*$/, '').toLowerCase();
  const path = key.startsWith('/') ? key : `/${key}`;
  const matches = (found: FoundOperation) => !method || found.method === method.toLowerCase();
  const operations = operationsOf(document).filter(matches);
  return (
    operations.find((found) => found.path.toLowerCase() === path) ??
    operations.find((found) => String(found.operation.operationId ?? '').toLowerCase() === key) ??
    operations.find((found) => path.endsWith(found.path.toLowerCase()))
  );
}

/** The operations whose path or ID is closest to `wanted`. */
export function closestOperations(document: OpenApiDocument, wanted: string, count = 3): string[] {
  const key = wanted.trim().replace(/^[a-z]+\s+/i, '').replace(/^\//, '').toLowerCase();
  const distance = (name: string) => editDistance(key, name.toLowerCase(), { max: SUGGESTION_MAX_EDITS });
  return operationsOf(document)
    .map((found) => ({
      name: `${found.method.toUpperCase()} ${found.path}`,
      distance: Math.min(distance(found.path.slice(1)), distance(String(found.operation.operationId ?? ''))),
    }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count)
    .map((entry) => entry.name);
}

function pointer(document: unknown, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const part of ref.slice(2).split('/')) {
    const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node as Json | undefined;
}

/** `value` with every local `$ref` replaced by what it names; a reference into itself stays a `$ref`. */
export function resolveRefs(document: unknown, value: Json, seen: string[] = []): Json {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(document, item, seen));
  if (!value || typeof value !== 'object') return value;
  const ref = typeof value.$ref === 'string' ? value.$ref : undefined;
  if (ref) {
    const target = pointer(document, ref);
    if (target === undefined || seen.includes(ref)) return { ...value, $comment: seen.includes(ref) ? 'recursive: the same schema as above' : 'unresolved reference' };
    const { $ref: _ref, ...siblings } = value;
    const resolved = resolveRefs(document, target, [...seen, ref]);
    return resolved && typeof resolved === 'object' && !Array.isArray(resolved) ? { ...resolved, ...resolveRefs(document, siblings, seen) as JsonObject } : resolved;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveRefs(document, item, seen)]));
}

/** Deepest nesting an example made from a schema goes to (recursive schemas stop there). */
const EXAMPLE_DEPTH = 6;

/** An example value for a resolved schema: its own example, else one made from its types. */
function exampleOf(schema: Json | undefined, depth = 0): Json {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return null;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (depth > EXAMPLE_DEPTH) return null;
  const choice = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  if (Array.isArray(choice) && choice.length) return exampleOf(choice[0], depth + 1);
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, depth + 1)).filter((part) => part && typeof part === 'object'));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const properties = (schema.properties ?? {}) as JsonObject;
    return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, exampleOf(property, depth + 1)]));
  }
  if (type === 'array') return [exampleOf(schema.items, depth + 1)];
  if (type === 'integer' || type === 'number') return 0;
  if (type === 'boolean') return true;
  if (type === 'string') return schema.format === 'uuid' ? '3fa85f64-5717-4562-b3fc-2c963f66afa6' : schema.format === 'date-time' ? '2026-01-01T00:00:00Z' : 'string';
  return null;
}

/** The example of a media type object (`content['application/json']`): its own, else its schema's. */
export function mediaExample(media: JsonObject): { example: Json; madeUp: boolean } {
  if (media.example !== undefined) return { example: media.example, madeUp: false };
  const examples = media.examples as JsonObject | undefined;
  const first = examples && Object.values(examples)[0];
  if (first && typeof first === 'object' && !Array.isArray(first) && first.value !== undefined) return { example: first.value, madeUp: false };
  const schema = media.schema as JsonObject | undefined;
  const own = schema && (schema.example !== undefined || Array.isArray(schema.examples));
  return { example: exampleOf(schema), madeUp: !own };
}
