/**
 * The document is valid OpenAPI: checked with @seriousme/openapi-schema-validator, a maintained
 * validator of the OpenAPI specification's own JSON Schemas (2.0 to 3.2).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import type { Diagnostic } from '../../../lib/diagnostics';
import { locate, type OpenApiDocument } from '../../../lib/openapi/document';

/** How many of the validator's errors are reported; its errors cascade, so the first few tell most. */
const MAX_DOCUMENT_ERRORS = 10;

/** Validates the document against the OpenAPI specification's schema; no diagnostics when it is valid. */
export async function validateOpenApiDocument(document: OpenApiDocument): Promise<Diagnostic[]> {
  const validator = new Validator();
  // The validator keeps what it is given; a copy leaves the caller's document as it was.
  const result = await validator.validate(structuredClone(document.data));
  if (result.valid) return [];
  if (typeof result.errors === 'string' || !result.errors) {
    return [{ severity: 'error', file: document.file, line: 1, column: 1, message: `the OpenAPI document is not valid: ${String(result.errors ?? 'unknown error')}`, hint: 'start it with `openapi: 3.1.0`' }];
  }
  return result.errors.slice(0, MAX_DOCUMENT_ERRORS).map((error) => {
    const params = error.params as Record<string, unknown>;
    const name = params.additionalProperty ?? params.unevaluatedProperty;
    const pointer = name === undefined ? error.instancePath : `${error.instancePath}/${String(name)}`;
    return {
      severity: 'error',
      ...locate(document, pointer),
      message: `not valid OpenAPI: ${error.instancePath || '/'} ${error.message ?? 'is not valid'}${name === undefined ? '' : ` ("${String(name)}")`}`,
      hint: 'see the OpenAPI 3.1 specification for this object (the validator stops at the first problem)',
    };
  });
}
