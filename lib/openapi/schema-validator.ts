/**
 * Validating JSON values against schemas of the document with ajv (JSON Schema 2020-12, the
 * dialect of OpenAPI 3.1). The whole document is one ajv schema, so `$ref: '#/components/…'`
 * resolves as in the document; each schema is compiled once, on first use, by its pointer.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { OpenApiDocument } from './document';
import { closestAlternativeErrors } from './alternatives';

/** Validates values against the schema at a pointer of one document. */
export interface SchemaValidator {
  /**
   * The errors of `value` against the schema at `pointer` (none when valid); where a `oneOf` or
   * `anyOf` fails, only the errors of its closest alternative. Throws when the schema does not compile.
   */
  validate(pointer: string, value: unknown): ErrorObject[];
}

// Any absolute URI serves: it only gives the document's `#/…` references a base to resolve against.
const DOCUMENT_ID = 'https://openapi.invalid/document.json';

/** A validator over one document's schemas. */
export function createSchemaValidator(document: OpenApiDocument): SchemaValidator {
  // strict: false, because OpenAPI adds keywords ajv does not know (example, discriminator, xml).
  // Formats are annotations in 2020-12 unless a vocabulary asserts them; the check follows that.
  const ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true, validateFormats: false, validateSchema: false });
  ajv.addSchema({ ...document.data, $id: DOCUMENT_ID });
  const compiled = new Map<string, ValidateFunction>();
  return {
    validate(pointer, value) {
      let validate = compiled.get(pointer);
      if (!validate) {
        validate = ajv.getSchema(`${DOCUMENT_ID}#${encodeURI(pointer)}`);
        if (!validate) throw new Error(`no schema at #${pointer}`);
        compiled.set(pointer, validate);
      }
      return validate(value) ? [] : closestAlternativeErrors(validate.errors ?? [], document.data);
    },
  };
}
