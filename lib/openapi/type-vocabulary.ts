/**
 * The type vocabulary of field tables (the `Type` column): parsing a cell, comparing it with a
 * schema, and writing a schema's type in the same words for hints. The one place that defines it.
 *
 *   string, integer, number, boolean, object, array, file, any
 *   string (UUID) · string (URL) · string (date-time) · string (JWT) · string (email)
 *   array of strings · array of integers · array of numbers · array of booleans · array of objects · array of Name
 *   Name (a component schema) · unions with `or`: `string or number`, `object or null`
 */
import type { JsonType, Shape, ShapeAlternative } from './schema-shape';

/** The string formats a table may name, and the schema `format`s each stands for (the first is canonical). */
const STRING_FORMATS: Readonly<Record<string, readonly string[]>> = {
  UUID: ['uuid'],
  URL: ['uri', 'url', 'uri-reference', 'iri'],
  'date-time': ['date-time'],
  JWT: ['jwt'],
  email: ['email', 'idn-email'],
};

/** `array of strings` → `string`: the plural item words. */
const ITEM_WORDS: Readonly<Record<string, JsonType>> = {
  strings: 'string',
  integers: 'integer',
  numbers: 'number',
  booleans: 'boolean',
  objects: 'object',
};

const BASIC = new Set(['string', 'integer', 'number', 'boolean', 'object', 'array', 'null']);
const SCHEMA_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** One alternative of a `Type` cell. */
export type FieldType =
  | { kind: 'json'; type: JsonType; format?: string }
  | { kind: 'file' }
  | { kind: 'any' }
  | { kind: 'schema'; name: string }
  | { kind: 'array'; items: { type: JsonType } | { name: string } };

/** A parsed `Type` cell, or why it is not in the vocabulary. */
export type ParsedFieldType = { ok: true; alternatives: FieldType[] } | { ok: false; reason: string };

function parseAlternative(text: string): FieldType | string {
  const format = /^string \((.+)\)$/.exec(text);
  if (format) {
    const name = Object.keys(STRING_FORMATS).find((f) => f.toLowerCase() === format[1].toLowerCase());
    return name ? { kind: 'json', type: 'string', format: name } : `unknown string format "${format[1]}" (use ${Object.keys(STRING_FORMATS).join(', ')})`;
  }
  const arrayOf = /^array of (.+)$/.exec(text);
  if (arrayOf) {
    const word = arrayOf[1];
    if (ITEM_WORDS[word]) return { kind: 'array', items: { type: ITEM_WORDS[word] } };
    if (SCHEMA_NAME.test(word)) return { kind: 'array', items: { name: word } };
    return `"array of ${word}": write array of strings, integers, numbers, booleans, objects, or a schema name`;
  }
  if (BASIC.has(text)) return { kind: 'json', type: text as JsonType };
  if (text === 'file') return { kind: 'file' };
  if (text === 'any') return { kind: 'any' };
  if (SCHEMA_NAME.test(text)) return { kind: 'schema', name: text };
  return `"${text}" is not a type of the vocabulary`;
}

/** Parses a `Type` cell (`string (UUID) or null`). */
export function parseFieldType(cell: string): ParsedFieldType {
  const text = cell.replace(/`/g, '').replace(/\s+/g, ' ').trim();
  if (!text) return { ok: false, reason: 'the type is empty' };
  const alternatives: FieldType[] = [];
  for (const part of text.split(' or ')) {
    const parsed = parseAlternative(part.trim());
    if (typeof parsed === 'string') return { ok: false, reason: parsed };
    alternatives.push(parsed);
  }
  return { ok: true, alternatives };
}

function itemsAre(shape: Shape | undefined, want: { type: JsonType } | { name: string }): boolean {
  if (shape === undefined || shape === 'any') return true;
  if (!shape.length) return false;
  return shape.every((alt) => ('name' in want ? alt.name === want.name : alt.type === want.type && !alt.binary));
}

function matches(field: FieldType, alt: ShapeAlternative): boolean {
  switch (field.kind) {
    case 'any':
      return false;
    case 'file':
      return alt.type === 'string' && alt.binary === true;
    case 'schema':
      return alt.name === field.name;
    case 'array':
      return alt.type === 'array' && itemsAre(alt.items, field.items);
    case 'json':
      if (field.type !== alt.type) return false;
      if (alt.binary) return false;
      // A plain `string` is right for any string; a named format must be the schema's.
      return !field.format || (alt.format !== undefined && STRING_FORMATS[field.format].includes(alt.format));
  }
}

/** True when the cell's types are exactly the schema's: each cell type is allowed, each allowed type is named. */
export function fieldTypeMatches(alternatives: FieldType[], shape: Shape): boolean {
  if (shape === 'any') return true;
  if (alternatives.some((field) => field.kind === 'any')) return false;
  return alternatives.every((field) => shape.some((alt) => matches(field, alt))) && shape.every((alt) => alternatives.some((field) => matches(field, alt)));
}

function describeItems(items: Shape | undefined): string {
  if (items === undefined || items === 'any' || !items.length) return 'array';
  const names = new Set(items.map((alt) => alt.name));
  if (names.size === 1 && items[0].name) return `array of ${items[0].name}`;
  const types = new Set(items.map((alt) => alt.type));
  if (types.size === 1 && !items.some((alt) => alt.binary)) return `array of ${items[0].type}s`;
  return 'array';
}

function describeAlternative(alt: ShapeAlternative): string {
  if (alt.type === 'string' && alt.binary) return 'file';
  if (alt.type === 'string' && alt.format) {
    const name = Object.keys(STRING_FORMATS).find((f) => STRING_FORMATS[f].includes(alt.format!));
    return name ? `string (${name})` : 'string';
  }
  if (alt.type === 'array') return describeItems(alt.items);
  return alt.type;
}

/** A schema's type in the vocabulary's words (`string (UUID) or null`), for hints. */
export function describeShape(shape: Shape): string {
  if (shape === 'any') return 'any';
  const words = [...new Set(shape.filter((alt) => alt.type !== 'null').map(describeAlternative))];
  if (shape.some((alt) => alt.type === 'null')) words.push('null');
  return words.join(' or ') || 'nothing (the schema allows no value)';
}
