/**
 * The JSON types a schema allows, in the terms a field table's `Type` column uses: which types,
 * the string format, whether a string is a file, what an array holds, and the component name.
 */
import { isObject, type JsonObject } from './pointer';
import { itemSchemas, resolveSchema } from './schema-walk';

/** The JSON Schema types. */
export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';

/** One type a schema allows. */
export interface ShapeAlternative {
  type: JsonType;
  /** `format` of a string (`uuid`, `date-time`, …). */
  format?: string;
  /** A string that is a file's content (`format: binary`, `contentMediaType`, `contentEncoding`). */
  binary?: boolean;
  /** The component schema this type comes from (`Message`). */
  name?: string;
  /** What an array holds. */
  items?: Shape;
}

/** The types a schema allows; `'any'` when it does not restrict the type. */
export type Shape = 'any' | ShapeAlternative[];

const JSON_TYPES: readonly JsonType[] = ['string', 'integer', 'number', 'boolean', 'object', 'array', 'null'];
const MAX_DEPTH = 8;

function typeOfValue(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

/** The types a schema names itself, from `type`, `const`, `enum` or, lacking those, its keywords. */
function ownTypes(schema: JsonObject): JsonType[] | null {
  if (typeof schema.type === 'string' || Array.isArray(schema.type)) {
    return [schema.type].flat().filter((t): t is JsonType => JSON_TYPES.includes(t as JsonType));
  }
  if ('const' in schema) return [typeOfValue(schema.const)];
  if (Array.isArray(schema.enum)) return [...new Set(schema.enum.map(typeOfValue))];
  // A schema that lists properties or items without `type` is read as the type it describes.
  if (isObject(schema.properties) || schema.unevaluatedProperties === false || Array.isArray(schema.required)) return ['object'];
  if (schema.items !== undefined || Array.isArray(schema.prefixItems)) return ['array'];
  return null;
}

function sameType(a: JsonType, b: JsonType): JsonType | null {
  if (a === b) return a;
  if ((a === 'integer' && b === 'number') || (a === 'number' && b === 'integer')) return 'integer';
  return null;
}

/** The types both shapes allow, keeping the more specific format, name and items of either. */
function intersectShapes(a: Shape, b: Shape): Shape {
  if (a === 'any') return b;
  if (b === 'any') return a;
  const out: ShapeAlternative[] = [];
  for (const x of a) {
    for (const y of b) {
      const type = sameType(x.type, y.type);
      if (type) out.push({ type, format: x.format ?? y.format, binary: x.binary || y.binary, name: x.name ?? y.name, items: x.items ?? y.items });
    }
  }
  return out;
}

/** The types either shape allows. */
export function unionShapes(shapes: Shape[]): Shape {
  if (shapes.some((s) => s === 'any')) return 'any';
  return (shapes as ShapeAlternative[][]).flat();
}

/** The shape of a schema (following `$ref`, `allOf`, `oneOf`, `anyOf`). */
export function schemaShape(data: JsonObject, schema: unknown, depth = 0): Shape {
  const { schema: resolved, name } = resolveSchema(data, schema);
  if (resolved === false) return [];
  if (!isObject(resolved) || depth > MAX_DEPTH) return 'any';
  const types = ownTypes(resolved);
  let shape: Shape = types
    ? types.map((type) => ({
        type,
        ...(type === 'string' && typeof resolved.format === 'string' ? { format: resolved.format } : {}),
        ...(type === 'string' && (resolved.format === 'binary' || 'contentMediaType' in resolved || 'contentEncoding' in resolved) ? { binary: true } : {}),
        ...(type === 'array' ? { items: arrayItems(data, resolved, depth) } : {}),
      }))
    : 'any';
  for (const member of Array.isArray(resolved.allOf) ? resolved.allOf : []) shape = intersectShapes(shape, schemaShape(data, member, depth + 1));
  const variants = [...(Array.isArray(resolved.oneOf) ? resolved.oneOf : []), ...(Array.isArray(resolved.anyOf) ? resolved.anyOf : [])];
  if (variants.length) shape = intersectShapes(shape, unionShapes(variants.map((v) => schemaShape(data, v, depth + 1))));
  // The outermost name wins: a table says `Message` even when Message is a oneOf of variants.
  if (name && shape !== 'any') shape = shape.map((alt) => (alt.type === 'null' ? alt : { ...alt, name }));
  return shape;
}

function arrayItems(data: JsonObject, schema: JsonObject, depth: number): Shape {
  const items = itemSchemas(data, schema);
  return items.length ? unionShapes(items.map((item) => schemaShape(data, item, depth + 1))) : 'any';
}
