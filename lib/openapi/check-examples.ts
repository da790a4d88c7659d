/**
 * The document's own examples (`example`, `examples.*.value` of each request and response body)
 * validate against their schemas, as the pages' samples do.
 */
import type { Diagnostic } from '../diagnostics';
import type { ApiIndex } from './api-index';
import { locate } from './document';
import type { BodySchemas } from './operations';
import { escapePointerSegment, followRefs, isObject, valueAt } from './pointer';
import { describeSampleErrors } from './sample-errors';
import type { SchemaValidator } from './schema-validator';

/** Each example of a media type object, with the pointer of its value. */
function examplesOf(index: ApiIndex, mediaPointer: string): { pointer: string; value: unknown }[] {
  const { data } = index.document;
  const media = valueAt(data, mediaPointer);
  if (!isObject(media)) return [];
  const out: { pointer: string; value: unknown }[] = [];
  if ('example' in media) out.push({ pointer: `${mediaPointer}/example`, value: media.example });
  if (isObject(media.examples)) {
    for (const name of Object.keys(media.examples)) {
      const example = followRefs(data, media.examples[name], `${mediaPointer}/examples/${escapePointerSegment(name)}`);
      if (isObject(example.value) && 'value' in example.value) out.push({ pointer: `${example.pointer}/value`, value: example.value.value });
    }
  }
  return out;
}

function checkBodies(index: ApiIndex, validator: SchemaValidator, bodies: BodySchemas, what: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const schema of bodies.values()) {
    if (!schema) continue;
    const mediaPointer = schema.pointer.replace(/\/schema$/, '');
    for (const example of examplesOf(index, mediaPointer)) {
      let problems;
      try {
        problems = describeSampleErrors(validator.validate(schema.pointer, example.value), index.document.data);
      } catch {
        continue; // a schema that does not compile is reported by the document validation
      }
      for (const problem of problems) {
        diagnostics.push({ severity: 'error', ...locate(index.document, example.pointer + problem.pointer), message: `example of ${what}: ${problem.message}`, hint: problem.hint ?? 'make the example match its schema' });
      }
    }
  }
  return diagnostics;
}

/** Checks every example of every operation's bodies against its schema. */
export function checkDocumentExamples(index: ApiIndex, validator: SchemaValidator): Diagnostic[] {
  return index.operations.flatMap((operation) => [
    ...checkBodies(index, validator, operation.requestBody, `the request body of \`${operation.signature}\``),
    ...[...operation.responses].flatMap(([status, bodies]) => checkBodies(index, validator, bodies, `the ${status} response of \`${operation.signature}\``)),
  ]);
}
