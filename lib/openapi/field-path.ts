/**
 * The `Field` column of a field table: a name or a dotted path, with `[]` for array items
 * (`payload.message.id`, `metadata[].namespace`), walked through the schema it documents.
 */
import type { JsonObject } from './pointer';
import { findProperty, itemSchemas, propertyNames } from './schema-walk';
import { schemaShape, type Shape } from './schema-shape';

/** One step of a path: a property name, then how many `[]` follow it. */
export interface FieldStep {
  name: string;
  arrays: number;
}

/** `metadata[].namespace` → steps; null when the text is not a field path. */
export function parseFieldPath(text: string): FieldStep[] | null {
  const steps: FieldStep[] = [];
  for (const part of text.split('.')) {
    const match = /^([^[\]\s]+)((?:\[\])*)$/.exec(part);
    if (!match) return null;
    steps.push({ name: match[1], arrays: match[2].length / 2 });
  }
  return steps;
}

/** Where a path leads in a schema. */
export type FieldLookup =
  | { kind: 'found'; schemas: unknown[]; parents: unknown[]; isItem: boolean }
  /** The object does not list its fields (an open map such as `metadata`): nothing to compare. */
  | { kind: 'open' }
  | { kind: 'missing'; at: string; name: string; known: string[] }
  | { kind: 'not-container'; at: string; expected: 'object' | 'array' };

/** The prefix of a path up to and including step `index` (`payload.message`). */
function pathPrefix(steps: FieldStep[], index: number): string {
  return steps
    .slice(0, index + 1)
    .map((step) => step.name + '[]'.repeat(step.arrays))
    .join('.');
}

function allows(shape: Shape, type: 'object' | 'array'): boolean {
  return shape === 'any' || shape.some((alt) => alt.type === type);
}

/**
 * Walks `steps` from `root`; `onObject` hears each object passed through (by path prefix, `''`
 * for the root) and the name taken from it, so a table's required fields can be counted.
 */
export function lookupField(data: JsonObject, root: unknown, steps: FieldStep[], onObject?: (prefix: string, schema: unknown, name: string) => void): FieldLookup {
  let current: unknown[] = [root];
  let parents: unknown[] = [root];
  for (const [index, step] of steps.entries()) {
    const prefix = index === 0 ? '' : pathPrefix(steps, index - 1);
    if (!current.some((schema) => allows(schemaShape(data, schema), 'object'))) return { kind: 'not-container', at: prefix, expected: 'object' };
    const lookups = current.map((schema) => findProperty(data, schema, step.name));
    const found = lookups.flatMap((lookup) => lookup.schemas);
    if (!found.length) {
      if (lookups.some((lookup) => lookup.open)) return { kind: 'open' };
      return { kind: 'missing', at: prefix, name: step.name, known: current.flatMap((schema) => propertyNames(data, schema)) };
    }
    parents = current;
    for (const schema of current) onObject?.(prefix, schema, step.name);
    current = found;
    for (let a = 0; a < step.arrays; a++) {
      const here = `${prefix ? `${prefix}.` : ''}${step.name}${'[]'.repeat(a)}`;
      if (!current.some((schema) => allows(schemaShape(data, schema), 'array'))) return { kind: 'not-container', at: here, expected: 'array' };
      current = current.flatMap((schema) => itemSchemas(data, schema));
      if (!current.length) return { kind: 'open' };
    }
  }
  return { kind: 'found', schemas: current, parents, isItem: (steps.at(-1)?.arrays ?? 0) > 0 };
}
