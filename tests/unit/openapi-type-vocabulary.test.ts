import assert from 'node:assert/strict';
import { test } from 'node:test';
import { schemaShape } from '../../lib/openapi/schema-shape';
import { describeShape, fieldTypeMatches, parseFieldType } from '../../lib/openapi/type-vocabulary';

const data = {
  components: {
    schemas: {
      Message: { type: 'object', properties: { id: { type: 'string' } } },
      Variant: { oneOf: [{ $ref: '#/components/schemas/Message' }, { type: 'object', properties: { url: { type: 'string' } } }] },
    },
  },
};

/** True when the `Type` cell agrees with the schema. */
function agrees(cell: string, schema: unknown): boolean {
  const parsed = parseFieldType(cell);
  assert.ok(parsed.ok, `"${cell}" should parse`);
  return fieldTypeMatches(parsed.alternatives, schemaShape(data, schema));
}

test('every word of the vocabulary parses', () => {
  for (const cell of [
    'string', 'integer', 'number', 'boolean', 'object', 'array', 'file', 'any',
    'string (UUID)', 'string (URL)', 'string (date-time)', 'string (JWT)', 'string (email)',
    'array of strings', 'array of objects', 'array of integers', 'array of Message',
    'string or number', 'object or null', 'string or null', 'Message', '`string`',
  ]) assert.ok(parseFieldType(cell).ok, cell);
});

test('words outside the vocabulary are refused with the reason', () => {
  assert.deepEqual(parseFieldType('date'), { ok: false, reason: '"date" is not a type of the vocabulary' });
  assert.match((parseFieldType('string (uuid4)') as { reason: string }).reason, /unknown string format "uuid4"/);
  assert.match((parseFieldType('array of things') as { reason: string }).reason, /array of things/);
  assert.equal(parseFieldType('').ok, false);
  assert.equal(parseFieldType('String').ok, true, 'a capitalised word is read as a schema name');
});

test('plain types match the schema type, and integer is not number', () => {
  assert.ok(agrees('string', { type: 'string' }));
  assert.ok(agrees('integer', { type: 'integer' }));
  assert.ok(!agrees('number', { type: 'integer' }));
  assert.ok(!agrees('integer', { type: 'number' }));
  assert.ok(!agrees('string', { type: 'boolean' }));
  assert.ok(agrees('string', { enum: ['a', 'b'] }), 'enums stay string');
  assert.ok(agrees('object', { properties: { a: {} } }), 'properties without type read as an object');
});

test('a named format must be the schema format; plain string fits any string', () => {
  assert.ok(agrees('string (UUID)', { type: 'string', format: 'uuid' }));
  assert.ok(agrees('string (URL)', { type: 'string', format: 'uri' }));
  assert.ok(agrees('string', { type: 'string', format: 'uuid' }));
  assert.ok(!agrees('string (UUID)', { type: 'string' }));
  assert.ok(!agrees('string (URL)', { type: 'string', format: 'uuid' }));
});

test('a file is a binary string, and only file describes it', () => {
  assert.ok(agrees('file', { type: 'string', format: 'binary' }));
  assert.ok(agrees('file', { type: 'string', contentMediaType: 'image/png' }));
  assert.ok(!agrees('string', { type: 'string', format: 'binary' }));
  assert.ok(!agrees('file', { type: 'string' }));
});

test('unions and null must name every type the schema allows, and only those', () => {
  assert.ok(agrees('object or null', { type: ['object', 'null'] }));
  assert.ok(agrees('string or null', { oneOf: [{ type: 'string' }, { type: 'null' }] }));
  assert.ok(!agrees('object', { type: ['object', 'null'] }));
  assert.ok(!agrees('string or null', { type: 'string' }));
  assert.ok(agrees('string or number', { type: ['number', 'string'] }));
});

test('arrays say what they hold, by plural word or schema name', () => {
  assert.ok(agrees('array of strings', { type: 'array', items: { type: 'string' } }));
  assert.ok(agrees('array', { type: 'array', items: { type: 'string' } }));
  assert.ok(!agrees('array of integers', { type: 'array', items: { type: 'string' } }));
  assert.ok(agrees('array of Message', { type: 'array', items: { $ref: '#/components/schemas/Message' } }));
  assert.ok(agrees('array of objects', { type: 'array', items: { $ref: '#/components/schemas/Message' } }));
  assert.ok(!agrees('array of Message', { type: 'array', items: { type: 'object' } }));
});

test('a schema name matches its $ref, even when the schema is a oneOf of variants', () => {
  assert.ok(agrees('Message', { $ref: '#/components/schemas/Message' }));
  assert.ok(agrees('object', { $ref: '#/components/schemas/Message' }));
  assert.ok(agrees('Variant', { $ref: '#/components/schemas/Variant' }));
  assert.ok(!agrees('Message', { $ref: '#/components/schemas/Variant' }));
});

test('any fits only a schema that does not restrict the type; such a schema accepts any word', () => {
  assert.ok(agrees('any', {}));
  assert.ok(agrees('string', {}));
  assert.ok(!agrees('any', { type: 'string' }));
});

test("a schema's type is written back in the vocabulary's words, for hints", () => {
  const describe = (schema: unknown) => describeShape(schemaShape(data, schema));
  assert.equal(describe({ type: ['string', 'null'], format: 'date-time' }), 'string (date-time) or null');
  assert.equal(describe({ type: 'array', items: { $ref: '#/components/schemas/Message' } }), 'array of Message');
  assert.equal(describe({ type: 'array', items: { type: 'integer' } }), 'array of integers');
  assert.equal(describe({ type: 'string', format: 'binary' }), 'file');
  assert.equal(describe({}), 'any');
});
