/**
 * Narrowing ajv's errors where a `oneOf`/`anyOf` fails: ajv reports every alternative's errors,
 * which for a sample with one misspelt field reads as a dozen unrelated complaints. The writer
 * needs the errors of the alternative the sample was meant to be: the one with the fewest.
 */
import type { ErrorObject } from 'ajv';
import { isObject, type JsonObject } from './pointer';
import { resolveSchema } from './schema-walk';

/** Every schema object reachable from `schema` (nested keywords and `$ref`s followed). */
function reachable(data: JsonObject, schema: unknown): Set<unknown> {
  const seen = new Set<unknown>();
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (isObject(node) && typeof node.$ref === 'string') visit(resolveSchema(data, node).schema);
    for (const child of Object.values(node)) visit(child);
  };
  visit(schema);
  return seen;
}

const isUnder = (error: ErrorObject, path: string) => error.instancePath === path || error.instancePath.startsWith(`${path}/`);

/** The errors with each failing `oneOf`/`anyOf` replaced by the errors of its closest alternative. */
export function closestAlternativeErrors(errors: ErrorObject[], data: JsonObject): ErrorObject[] {
  let list = errors;
  const combinators = errors
    .filter((e) => (e.keyword === 'oneOf' || e.keyword === 'anyOf') && Array.isArray(e.schema) && !e.params.passingSchemas)
    .sort((a, b) => a.instancePath.length - b.instancePath.length);
  for (const failed of combinators) {
    if (!list.includes(failed)) continue;
    const alternatives = (failed.schema as unknown[]).map((branch) => reachable(data, branch));
    const inside = list.filter((e) => e !== failed && isUnder(e, failed.instancePath));
    const counts = alternatives.map((set) => inside.filter((e) => set.has(e.parentSchema)).length);
    const best = counts.indexOf(Math.min(...counts));
    if (counts[best] === 0) continue;
    const fromOthers = (e: ErrorObject) => !alternatives[best].has(e.parentSchema) && alternatives.some((set) => set.has(e.parentSchema));
    list = list.filter((e) => e !== failed && !(inside.includes(e) && fromOthers(e)));
  }
  return list;
}
