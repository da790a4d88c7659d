/** "Try it": reading an operation from the published document, building its request, and the same request as curl. */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadSiteDocument } from '../../lib/openapi';
import { curlCommand, shellQuote } from '../../lib/try-it/curl';
import { readTryItOperation, type TryItOperation } from '../../lib/try-it/operation';
import { prepareRequest, requestHeaders, type PreparedRequest, type RequestFields } from '../../lib/try-it/request';

const { document } = loadSiteDocument(process.cwd(), join(process.cwd(), 'content'));
/** The site's document as `/openapi.json` publishes it. */
const published: unknown = JSON.parse(JSON.stringify(document!.data));

function operation(signature: string): TryItOperation {
  const found = readTryItOperation(published, signature);
  assert.ok(found, `${signature} is in the document`);
  return found;
}

const fields = (overrides: Partial<RequestFields> = {}): RequestFields => ({ origin: 'https://airy.example.com', token: null, query: {}, json: '', form: {}, ...overrides });

test('an operation is read with its token, its body kind and its examples', () => {
  const send = operation('POST /messages.send');
  assert.equal(send.operationId, 'messages.send');
  assert.deepEqual(send.tokens, ['systemToken']);
  assert.equal(send.body.kind, 'json');
  assert.ok(send.body.kind === 'json' && send.body.examples.length > 0 && JSON.parse(send.body.examples[0].text).conversation_id);
  assert.deepEqual(operation('POST /chatplugin.authenticate').tokens, []);
  assert.deepEqual(operation('POST /chatplugin.resumeToken').tokens, ['chatpluginToken', 'systemToken']);
  assert.deepEqual(operation('POST /sources.channels.create').tokens, ['sourceToken']);
  assert.equal(readTryItOperation(published, 'POST /no.such'), null);
  assert.equal(readTryItOperation(published, 'not a signature'), null);
});

test('a GET operation with query parameters: each parameter is read with its example, a required one must be filled, the values go into the URL', () => {
  const info = operation('GET /schemas.info');
  assert.deepEqual(info.query.map((parameter) => [parameter.name, parameter.required]), [['topicName', true], ['version', false]]);
  assert.equal(info.query[1].example, 'latest');
  assert.equal(info.body.kind, 'none');
  assert.deepEqual(prepareRequest(info, fields({ query: { version: 'latest' } })), { ok: false, field: 'query-topicName', problem: 'Fill in "topicName".' });
  const prepared = prepareRequest(info, fields({ query: { topicName: 'application.communication.messages', version: ' ' } }));
  assert.ok(prepared.ok);
  assert.equal(prepared.request.method, 'GET');
  assert.equal(prepared.request.url, 'https://airy.example.com/schemas.info?topicName=application.communication.messages');
  assert.deepEqual(prepareRequest(info, fields({ query: { topicName: 'a b&c', version: '2' } })).ok && (prepareRequest(info, fields({ query: { topicName: 'a b&c', version: '2' } })) as { request: PreparedRequest }).request.url, 'https://airy.example.com/schemas.info?topicName=a+b%26c&version=2');
});

test('the release that added an operation comes from the published document', () => {
  const withHistory = structuredClone(published) as { paths: Record<string, Record<string, Record<string, unknown>>> };
  withHistory.paths['/streams.list'].post['x-added-in'] = '0.54.0';
  assert.equal(readTryItOperation(withHistory, 'POST /streams.list')?.addedIn, '0.54.0');
  assert.equal(operation('POST /streams.list').addedIn, null, 'the writer\'s document has no x-added-in; the build adds it');
});

test('media.upload is a multipart form with a file part; an alias takes the examples of the operation it names', () => {
  assert.deepEqual(operation('POST /media.upload').body, { kind: 'multipart', fields: [{ name: 'file', file: true, required: true }] });
  const alias = operation('POST /messages.suggestReplies').body;
  const original = operation('POST /messages.suggest-replies').body;
  assert.ok(alias.kind === 'json' && original.kind === 'json');
  assert.deepEqual(alias.examples, original.examples);
});

test('every operation of the document can be tried: a token kind the panel knows, a JSON body with an example or a form', () => {
  for (const [path, item] of Object.entries((published as { paths: Record<string, object> }).paths)) {
    for (const method of Object.keys(item)) {
      const found = operation(`${method.toUpperCase()} ${path}`);
      for (const scheme of found.tokens) assert.ok(['systemToken', 'chatpluginToken', 'sourceToken'].includes(scheme), `${path}: ${scheme}`);
      if (found.body.kind === 'json' && found.body.required) assert.ok(found.body.examples.length, `${path} has a request example`);
    }
  }
});

test('a JSON request carries the token and the body as typed', () => {
  const prepared = prepareRequest(operation('POST /tags.list'), fields({ token: { scheme: 'systemToken', value: ' secret ' }, json: '{"a": 1}\n' }));
  assert.ok(prepared.ok);
  assert.deepEqual(prepared.request, { method: 'POST', url: 'https://airy.example.com/tags.list', token: { scheme: 'systemToken', value: 'secret' }, body: { kind: 'json', text: '{"a": 1}' } });
  assert.deepEqual(requestHeaders(prepared.request), { Authorization: 'Bearer secret', 'Content-Type': 'application/json' });
});

test('an empty token sends no Authorization header; an empty optional body sends none', () => {
  const prepared = prepareRequest(operation('POST /channels.list'), fields({ token: { scheme: 'systemToken', value: '  ' }, json: ' ' }));
  assert.ok(prepared.ok);
  assert.equal(prepared.request.token, null);
  assert.deepEqual(prepared.request.body, { kind: 'none' });
  assert.deepEqual(requestHeaders(prepared.request), {});
});

test('a body that is not JSON, or a missing required body, names the body field', () => {
  const broken = prepareRequest(operation('POST /messages.send'), fields({ json: '{"conversation_id": }' }));
  assert.ok(!broken.ok);
  assert.equal(broken.field, 'body');
  assert.match(broken.problem, /^The body is not valid JSON: /);
  const empty = prepareRequest(operation('POST /messages.send'), fields({ json: '' }));
  assert.deepEqual(empty, { ok: false, field: 'body', problem: 'This endpoint needs a body: write a JSON object.' });
});

test('a multipart request needs its file, and has no JSON Content-Type (the browser adds the boundary)', () => {
  const upload = operation('POST /media.upload');
  assert.deepEqual(prepareRequest(upload, fields()), { ok: false, field: 'file', problem: 'Choose a file for "file".' });
  const prepared = prepareRequest(upload, fields({ form: { file: { fileName: 'photo.jpg' } } }));
  assert.ok(prepared.ok);
  assert.deepEqual(prepared.request.body, { kind: 'multipart', parts: [{ name: 'file', fileName: 'photo.jpg' }] });
  assert.deepEqual(requestHeaders(prepared.request), {});
});

const jsonRequest: PreparedRequest = {
  method: 'POST',
  url: 'https://airy.example.com/tags.create',
  token: { scheme: 'systemToken', value: 's3cr3t' },
  body: { kind: 'json', text: `{"name": "It's urgent"}` },
};

test('Copy as curl masks the token as a shell variable named for its kind', () => {
  const command = curlCommand(jsonRequest, { revealToken: false });
  assert.equal(
    command,
    [
      `curl -X POST 'https://airy.example.com/tags.create' \\`,
      `  -H "Authorization: Bearer $AIRY_TOKEN" \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  --data-raw '{"name": "It'\\''s urgent"}'`,
    ].join('\n'),
  );
  assert.doesNotMatch(command, /s3cr3t/);
  assert.match(curlCommand({ ...jsonRequest, token: { scheme: 'chatpluginToken', value: 'x' } }, { revealToken: false }), /\$AIRY_CHATPLUGIN_TOKEN/);
});

test('Copy as curl shows the token only when the reader asks, quoted for the shell', () => {
  assert.match(curlCommand({ ...jsonRequest, token: { scheme: 'systemToken', value: "a'b" } }, { revealToken: true }), /-H 'Authorization: Bearer a'\\''b'/);
  assert.doesNotMatch(curlCommand({ ...jsonRequest, token: null }, { revealToken: true }), /Authorization/);
});

test('a multipart request becomes -F for files and --form-string for text parts', () => {
  const command = curlCommand(
    { method: 'POST', url: 'https://h.example/media.upload', token: null, body: { kind: 'multipart', parts: [{ name: 'file', fileName: 'my "cat".jpg' }, { name: 'note', value: '@not-a-file' }] } },
    { revealToken: false },
  );
  assert.equal(command, `curl -X POST 'https://h.example/media.upload' \\\n  -F 'file=@"my \\"cat\\".jpg"' \\\n  --form-string 'note=@not-a-file'`);
});

test('shell quoting survives every character', () => {
  assert.equal(shellQuote(`a'b"c$d\\e`), `'a'\\''b"c$d\\e'`);
});
