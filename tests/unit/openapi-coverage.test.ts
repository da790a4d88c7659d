import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDiagnostic } from '../../lib/diagnostics';
import { checkApiPages } from '../../lib/openapi';
import { loadOpenApiDocument } from '../../lib/openapi/document';
import { DOCUMENT_FILE, FIXTURE_DIR, fixtureDocument, fixturePage, lineOf } from './openapi-fixture';

const check = (...pages: ReturnType<typeof fixturePage>[]) => checkApiPages(fixtureDocument(), pages).map(formatDiagnostic);

test('an operation in the document but on no page fails at the operation in the YAML', () => {
  const problems = check(fixturePage('misspelt-field')).filter((line) => line.includes('is on no page'));
  const at = (path: string) => `${DOCUMENT_FILE}:${lineOf(DOCUMENT_FILE, `${path}:`) + 1}:5: operation \`POST ${path}\` is on no page`;
  assert.deepEqual(
    problems.map((line) => line.split(' — ')[0]),
    [at('/messages.sendAlias'), at('/messages.list'), at('/media.upload')],
  );
});

test('a signature on a page other than its x-page fails, naming the page and where to change x-page', () => {
  const problems = check(fixturePage('pass', '/api/other'));
  const send = problems.find((line) => line.includes('`POST /messages.send` is documented on'));
  assert.equal(
    send,
    `${FIXTURE_DIR}/pages/pass.mdx:${lineOf(`${FIXTURE_DIR}/pages/pass.mdx`, '`POST /messages.send`')}:1: \`POST /messages.send\` is documented on /api/other, but its x-page is /api/messages — set x-page: /api/other at ${DOCUMENT_FILE}:${lineOf(DOCUMENT_FILE, 'x-page: /api/messages')}, or move the section to /api/messages`,
  );
});

test('a signature that appears twice fails at the second, naming the first', () => {
  const first = `${FIXTURE_DIR}/pages/pass.mdx:${lineOf(`${FIXTURE_DIR}/pages/pass.mdx`, '`POST /messages.send`')}`;
  const second = `${FIXTURE_DIR}/pages/misspelt-field.mdx:${lineOf(`${FIXTURE_DIR}/pages/misspelt-field.mdx`, '`POST /messages.send`')}`;
  const problems = check(fixturePage('pass'), fixturePage('misspelt-field'));
  assert.ok(problems.some((line) => line.startsWith(`${second}:1: \`POST /messages.send\` has a second signature (the first is at ${first})`)), problems.join('\n'));
});

test("the document's conventions are checked: operationId, x-page, x-alias-of", () => {
  const yaml = `openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /a.b:
    post:
      operationId: a-b
      x-alias-of: nothing.here
      responses: { '200': { description: ok } }
`;
  const { document } = loadOpenApiDocument(yaml, 'doc.yaml');
  const problems = checkApiPages(document!, []).map(formatDiagnostic);
  assert.deepEqual(problems, [
    'doc.yaml:6:7: `POST /a.b`: operationId is "a-b" — write operationId: a.b (the path without its slash)',
    'doc.yaml:5:5: `POST /a.b`: x-page is missing — write the route of the page that documents it: x-page: /api/endpoints/messages',
    'doc.yaml:7:7: `POST /a.b`: x-alias-of names "nothing.here", which no operation has as operationId — write the operationId of the operation this path is an alias of',
    'doc.yaml:5:5: operation `POST /a.b` is on no page — put its signature `POST /a.b` at the start of its section on its page, or remove the operation',
  ]);
});
