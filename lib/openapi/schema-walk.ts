/**
 * Reading JSON Schemas the way a field table does: the properties of an object (through `$ref`,
 * `allOf`, `oneOf`, `anyOf`), which of them are required, what an array holds.
 */
import { isObject, localRefPointer, valueAt, type JsonObject } from './pointer';

const COMPONENT_SCHEMA = /^\/components\/schemas\/([^/]+)$/;

/** A schema with its `$ref`s followed, and the component name it was reached by (`Message`). */
export interface ResolvedSchema {
  schema: unknown;
  name?: string;
}

/** Follows `$ref`s from `schema`; `name` is the first component schema passed through (the one a writer sees). */
export function resolveSchema(data: JsonObject, schema: unknown): ResolvedSchema {
  const seen = new Set<string>();
  let current: ResolvedSchema = { schema };
  while (isObject(current.schema) && typeof current.schema.$ref === 'string') {
    const pointer = localRefPointer(current.schema.$ref);
    if (pointer === null || seen.has(pointer)) break;
    seen.add(pointer);
    const name = current.name ?? COMPONENT_SCHEMA.exec(pointer)?.[1];
    current = { schema: valueAt(data, pointer), name };
  }
  return current;
}

/** One object schema an instance may have to satisfy; `conditional` when reached through `oneOf`/`anyOf`. */
interface Branch {
  schema: JsonObject;
  conditional: boolean;
}

/** The schema and every schema it is combined with (`$ref`, `allOf`, `oneOf`, `anyOf`), each once. */
function branches(data: JsonObject, schema: unknown): Branch[] {
  const out: Branch[] = [];
  const seen = new Set<unknown>();
  const visit = (node: unknown, conditional: boolean) => {
    if (!isObject(node) || seen.has(node)) return;
    seen.add(node);
    out.push({ schema: node, conditional });
    if (typeof node.$ref === 'string') visit(resolveSchema(data, { $ref: node.$ref }).schema, conditional);
    for (const member of asList(node.allOf)) visit(member, conditional);
    for (const member of [...asList(node.oneOf), ...asList(node.anyOf)]) visit(member, true);
  };
  visit(schema, false);
  return out;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** What a schema says about one property name. */
export interface PropertyLookup {
  /** The property's schemas (several when variants each define it). */
  schemas: unknown[];
  /** True when the object accepts names it does not list (no closing `unevaluatedProperties`/`additionalProperties: false`). */
  open: boolean;
}

/** The schemas of property `name` of an object schema. */
export function findProperty(data: JsonObject, schema: unknown, name: string): PropertyLookup {
  const all = branches(data, schema);
  const schemas: unknown[] = [];
  for (const { schema: branch } of all) {
    if (isObject(branch.properties) && name in branch.properties) schemas.push(branch.properties[name]);
  }
  if (!schemas.length) {
    for (const { schema: branch } of all) if (isObject(branch.additionalProperties)) schemas.push(branch.additionalProperties);
  }
  const closed = all.some(({ schema: b }) => b.unevaluatedProperties === false || b.additionalProperties === false);
  return { schemas, open: !closed && schemas.length === 0 };
}

/** Every property name an object schema lists, in order, for "did you mean" hints. */
export function propertyNames(data: JsonObject, schema: unknown): string[] {
  const names = new Set<string>();
  for (const { schema: branch } of branches(data, schema)) {
    if (isObject(branch.properties)) for (const name of Object.keys(branch.properties)) names.add(name);
  }
  return [...names];
}

/** The property names every instance must have (variants of `oneOf`/`anyOf` do not count). */
export function requiredNames(data: JsonObject, schema: unknown): Set<string> {
  const names = new Set<string>();
  for (const { schema: branch, conditional } of branches(data, schema)) {
    if (conditional || !Array.isArray(branch.required)) continue;
    for (const name of branch.required) if (typeof name === 'string') names.add(name);
  }
  return names;
}

/** The schemas of an array's items. */
export function itemSchemas(data: JsonObject, schema: unknown): unknown[] {
  return branches(data, schema)
    .map(({ schema: branch }) => branch.items)
    .filter((items) => items !== undefined && typeof items !== 'boolean');
}
