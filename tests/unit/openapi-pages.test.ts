import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkApiPages } from '../../lib/openapi';
import { FIXTURE_DIR, fixtureDocument, fixturePage, lineOf, problemsOf } from './openapi-fixture';

const page = (name: string) => `${FIXTURE_DIR}/pages/${name}.mdx`;
const at = (name: string, text: string) => `${page(name)}:${lineOf(page(name), text)}: `;

/** Asserts that exactly these `file:line: message` prefixes are reported, in any order. */
function assertProblems(actual: string[], expected: string[]): void {
  const unmatched = actual.filter((line) => !expected.some((prefix) => line.startsWith(prefix)));
  const missing = expected.filter((prefix) => !actual.some((line) => line.startsWith(prefix)));
  assert.deepEqual({ unmatched, missing }, { unmatched: [], missing: [] }, actual.join('\n'));
}

test('a page that follows the conventions passes, and with it the whole document is covered', () => {
  assert.deepEqual(checkApiPages(fixtureDocument(), [fixturePage('pass')]), []);
});

test('a misspelt field in a request sample fails at the line of the key, naming the field it should be', () => {
  const problems = problemsOf('misspelt-field');
  assertProblems(problems, [
    `${at('misspelt-field', '"mesage"')}/mesage: unknown field (unevaluatedProperties) — did you mean "message"?`,
    `${at('misspelt-field', '{')}/: required field "message" is missing`,
  ]);
  assert.match(problems.join('\n'), /checked against the request body of `POST \/messages\.send` \(tests\/fixtures\/openapi\/openapi\.yaml:\d+\)/);
});

test('a request sample without a required field fails at the object that lacks it', () => {
  assertProblems(problemsOf('missing-required'), [`${at('missing-required', '{')}/: required field "conversation_id" is missing`]);
});

test('a value of the wrong type fails at its line, in nested objects and arrays too', () => {
  assertProblems(problemsOf('wrong-type'), [
    `${at('wrong-type', '"page_size"')}/page_size: must be integer, is string`,
    `${at('wrong-type', '"DELIVERED"')}/data/0/delivery_state: must be one of "pending", "failed", "delivered"`,
    `${at('wrong-type', '"sender"')}/data/0/sender/id: must be string, is integer`,
  ]);
});

test('a field table that disagrees with the schema fails at each row: type, required, unknown path, vocabulary', () => {
  const name = 'bad-table';
  assertProblems(problemsOf(name), [
    `${at(name, '`conversation_id` | string (URL)')}\`conversation_id\`: the table says "string (URL)", the schema says "string (UUID)"`,
    `${at(name, '`message` | object | optional')}\`message\` is marked optional, but the schema requires it`,
    `${at(name, 'metadata[].namspace')}\`metadata[].namspace\`: \`metadata[]\` in the request body of \`POST /messages.send\` has no field "namspace" — did you mean "namespace"?`,
    `${at(name, '`metadata.key`')}\`metadata.key\`: \`metadata\` is not an object in the schema`,
    `${at(name, '`metadata[].value`')}\`metadata[].value\`: the Required column says "maybe"`,
    `${at(name, '`sender.id`')}\`sender.id\`: the table says "integer", the schema says "string"`,
    `${at(name, '`metadata` | object |')}\`metadata\`: the table says "object", the schema says "object or null"`,
    `${at(name, '`sent_at` | date')}\`sent_at\`: type "date" is not in the type vocabulary`,
    `${at(name, '| delivery_state |')}the Field cell "delivery_state" is not a field name in a code span`,
    // The request table lists `metadata[].value` but not the entries' required namespace and key.
    `${at(name, '| Field | Type | Required | Meaning |')}the table does not list \`metadata[].namespace\`, a required field`,
    `${at(name, '| Field | Type | Required | Meaning |')}the table does not list \`metadata[].key\`, a required field`,
    `${page(name)}:${lineOf(page(name), '`cursor`') - 2}: the table does not list \`conversation_id\`, a required field of the request body of \`POST /messages.list\``,
  ]);
});

test('a signature of an endpoint the document does not have fails once, at the signature', () => {
  assertProblems(problemsOf('undocumented-endpoint'), [`${at('undocumented-endpoint', '`POST /messages.delete`')}\`POST /messages.delete\` is not in the OpenAPI document`]);
});

test('a JSON block bound to no signature and label fails, whatever the reason', () => {
  const name = 'unbound-block';
  assertProblems(problemsOf(name), [
    `${at(name, '```json')}this JSON block has no endpoint signature and no label above it`,
    `${page(name)}:${lineOf(page(name), 'No label above this one') + 2}: this JSON block after \`POST /messages.send\` has no label above it`,
    `${page(name)}:${lineOf(page(name), '**Notes**') + 2}: this JSON block is under the label **Notes**, which names no request, response or schema`,
    `${page(name)}:${lineOf(page(name), '## Another section') + 4}: this JSON block is labelled **Sample request** but no endpoint signature is above it in this section`,
  ]);
});

test('a sample that is not JSON5 fails at the character where parsing stops', () => {
  const problems = problemsOf('json5-syntax');
  assertProblems(problems, [`${at('json5-syntax', '"message"')}this json5 block does not parse as JSON5`]);
  assert.match(problems[0], /json5-syntax\.mdx:\d+: /);
});

test('a schema= block is checked against that schema, a fragment block not at all', () => {
  const name = 'schema-and-fragment';
  assertProblems(problemsOf(name), [
    `${at(name, '"state"')}/state: unknown field (unevaluatedProperties) — did you mean "delivery_state"?`,
    `${page(name)}:${lineOf(page(name), 'schema="Message"') + 1}: /: required field "delivery_state" is missing`,
    `${at(name, 'schema="Mesage"')}no component schema is named "Mesage" — did you mean "Message"?`,
  ]);
});

test('diagnostics carry the column of the offending key', () => {
  const [unknown] = checkApiPages(fixtureDocument(), [fixturePage('misspelt-field')]).filter((d) => d.message.startsWith('/mesage'));
  assert.equal(unknown.column, 3);
  assert.equal(unknown.severity, 'error');
});
