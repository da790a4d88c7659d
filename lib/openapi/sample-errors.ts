/**
 * ajv's errors in a writer's words: `/payload/mesage: unknown field (unevaluatedProperties)`,
 * with the pointer of the place in the sample to point at and, for a misspelt field, the field
 * the schema has instead.
 */
import type { ErrorObject } from 'ajv';
import { escapePointerSegment, type JsonObject } from './pointer';
import { propertyNames } from './schema-walk';
import { closest } from './suggest';

/** One problem of a sample: the place in it, and what to say. */
export interface SampleProblem {
  /** Pointer into the sample of the value (or key) to point at. */
  pointer: string;
  message: string;
  hint?: string;
}

// Misspelt and missing fields first: they are what a writer gets wrong, and they explain the rest.
const ORDER = ['unevaluatedProperties', 'additionalProperties', 'required', 'type', 'const', 'enum'];

function rank(error: ErrorObject): number {
  const index = ORDER.indexOf(error.keyword);
  return index === -1 ? ORDER.length : index;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const shown = (path: string) => path || '/';

function unknownField(error: ErrorObject, name: string, data: JsonObject): SampleProblem {
  const pointer = `${error.instancePath}/${escapePointerSegment(name)}`;
  const known = propertyNames(data, error.parentSchema);
  const near = closest(name, known);
  const list = known.length ? `the schema has: ${known.join(', ')}` : 'the schema lists no fields here';
  return { pointer, message: `${pointer}: unknown field (${error.keyword})`, hint: near ? `did you mean "${near}"? (${list})` : list };
}

function describe(error: ErrorObject, data: JsonObject): SampleProblem {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'unevaluatedProperties':
      return unknownField(error, String(params.unevaluatedProperty), data);
    case 'additionalProperties':
      return unknownField(error, String(params.additionalProperty), data);
    case 'required':
      return { pointer: at, message: `${shown(at)}: required field "${String(params.missingProperty)}" is missing`, hint: 'add it to the sample, or correct `required` in the schema' };
    case 'type':
      return { pointer: at, message: `${shown(at)}: must be ${String(params.type)}, is ${jsonType(error.data)}` };
    case 'const':
      return { pointer: at, message: `${shown(at)}: must be ${JSON.stringify(params.allowedValue)}` };
    case 'enum':
      return { pointer: at, message: `${shown(at)}: must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    default:
      return { pointer: at, message: `${shown(at)}: ${error.message ?? 'does not match the schema'} (${error.keyword})` };
  }
}

/** The problems of a sample, most useful first, each told once. */
export function describeSampleErrors(errors: ErrorObject[], data: JsonObject): SampleProblem[] {
  const sorted = errors.map((error, index) => ({ error, index })).sort((a, b) => rank(a.error) - rank(b.error) || a.index - b.index);
  const seen = new Set<string>();
  const out: SampleProblem[] = [];
  for (const { error } of sorted) {
    const problem = describe(error, data);
    if (seen.has(problem.message)) continue;
    seen.add(problem.message);
    out.push(problem);
  }
  return out;
}
