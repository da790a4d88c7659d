import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { formatDiagnostic } from '../../lib/diagnostics';
import { checkApiPages, loadSiteDocument } from '../../lib/openapi';
import { loadOpenApiDocument } from '../../lib/openapi/document';
import { listOperations } from '../../lib/openapi/operations';
import { validateOpenApiDocument } from './helpers/validate-openapi';
import { fixtureDocument } from './openapi-fixture';

test('the fixture document is valid OpenAPI 3.1', async () => {
  assert.deepEqual(await validateOpenApiDocument(fixtureDocument()), []);
});

test("the site's document is valid OpenAPI 3.1 (a maintained validator, @seriousme/openapi-schema-validator)", async () => {
  const { document, diagnostics } = loadSiteDocument(process.cwd(), join(process.cwd(), 'content'));
  assert.deepEqual(diagnostics.map(formatDiagnostic), []);
  assert.equal(document?.data.openapi, '3.1.0');
  assert.deepEqual((await validateOpenApiDocument(document!)).map(formatDiagnostic), []);
});

test('a document that breaks the OpenAPI schema is reported at the offending line', async () => {
  const { document } = loadOpenApiDocument('openapi: 3.1.0\ninfo:\n  title: t\npaths: {}\n', 'doc.yaml');
  const problems = (await validateOpenApiDocument(document!)).map(formatDiagnostic);
  assert.ok(problems.length > 0);
  assert.match(problems.join('\n'), /^doc\.yaml:2:1: not valid OpenAPI: \/info .*version/m);
});

test('a YAML syntax error is reported with its line, and gives no document', () => {
  const { document, diagnostics } = loadOpenApiDocument('openapi: 3.1.0\npaths:\n  /a: {\n', 'doc.yaml');
  assert.equal(document, null);
  assert.match(formatDiagnostic(diagnostics[0]), /^doc\.yaml:\d+:\d+: the OpenAPI document is not valid YAML/);
});

test('operations are read with their signature, x-page, alias, bodies per media type and security', () => {
  const operations = listOperations(fixtureDocument());
  assert.deepEqual(operations.map((o) => o.signature), ['POST /messages.send', 'POST /messages.sendAlias', 'POST /messages.list', 'POST /media.upload']);
  const [send, alias, , upload] = operations;
  assert.equal(send.operationId, 'messages.send');
  assert.equal(send.page, '/api/messages');
  assert.equal(alias.aliasOf, 'messages.send');
  assert.deepEqual([...send.requestBody.keys()], ['application/json']);
  assert.equal(send.requestBody.get('application/json')?.pointer, '/paths/~1messages.send/post/requestBody/content/application~1json/schema');
  assert.deepEqual([...send.responses.keys()], ['200', '202', '400']);
  assert.equal(send.responses.get('202')?.size, 0, 'a response without content has no body');
  assert.deepEqual(send.security, [['systemToken']], 'the document default applies');
  assert.deepEqual(upload.security, [], 'security: [] means no token');
  assert.deepEqual([...upload.requestBody.keys()], ['multipart/form-data']);
});

test("the document's own examples are validated against their schemas, at the example's line", () => {
  const yaml = `openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /a.b:
    post:
      operationId: a.b
      x-page: /api/a
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties: { name: { type: string } }
              unevaluatedProperties: false
            example:
              nmae: x
      responses: { '200': { description: ok } }
`;
  const { document } = loadOpenApiDocument(yaml, 'doc.yaml');
  const problems = checkApiPages(document!, []).map(formatDiagnostic).filter((line) => line.includes('example'));
  assert.deepEqual(problems, ['doc.yaml:16:15: example of the request body of `POST /a.b`: /nmae: unknown field (unevaluatedProperties) — did you mean "name"? (the schema has: name)']);
});
