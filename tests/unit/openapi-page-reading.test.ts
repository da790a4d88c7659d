import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bindPage } from '../../lib/openapi/binding';
import { jsonLocations } from '../../lib/openapi/json-locations';
import { renderDoc } from '../../lib/render/render-doc';

/** A page's API items, as the renderer reads them from its one parse. */
const readApiPage = (source: string) =>
  renderDoc({ id: 'x', file: 'x.mdx', route: '/api/x', source }, { url: 'https://x.test', basePath: '/', resolveMarkdownLink: () => null, sizeOf: () => null, outputs: false }).api ?? [];
import { parseCodeMeta, readLabel } from '../../lib/openapi/page-syntax';

const page = `## Send

\`POST /messages.send\`

Prose with \`POST /not.a.signature\` inside is not a signature.

**Sample request**

\`\`\`json5 request="POST /messages.send" {1}
{"a": 1}
\`\`\`

:::note Inside an admonition

| Field | Type | Meaning |
| --- | --- | --- |
| \`id\` | string | The id. |

:::

- In a list:

  \`\`\`json
  {"b": 2}
  \`\`\`

| Status | Meaning |
| --- | --- |
| 200 | Not a field table. |
`;

test('a page is read into signatures, labels, JSON blocks and field tables with their lines', () => {
  const items = readApiPage(page);
  assert.deepEqual(
    items.map((item) => `${item.kind}@${item.line}:${item.column}`),
    ['heading@1:1', 'signature@3:1', 'label@7:1', 'json@9:1', 'table@15:1', 'json@23:3'],
  );
  const [, signature, label, block, table, listed] = items;
  assert.deepEqual(signature.kind === 'signature' && [signature.method, signature.path], ['POST', '/messages.send']);
  assert.equal(label.kind === 'label' && label.text, 'Sample request');
  assert.deepEqual(block.kind === 'json' && block.meta, { request: 'POST /messages.send', fragment: false });
  assert.equal(block.kind === 'json' && block.contentLine, 10);
  assert.deepEqual(table.kind === 'table' && table.rows[0].map((cell) => [cell.code ?? cell.text, cell.line, cell.column]), [['id', 17, 3], ['string', 17, 10], ['The id.', 17, 19]]);
  assert.deepEqual(listed.kind === 'json' && [listed.contentLine, listed.contentColumn], [24, 3]);
});

test('labels say request, response (with status) or a named schema; other labels say nothing', () => {
  assert.deepEqual(readLabel('Sample request'), { role: 'request' });
  assert.deepEqual(readLabel('Sample request with a source recipient'), { role: 'request' });
  assert.deepEqual(readLabel('Sample payload'), { role: 'request' });
  assert.deepEqual(readLabel('Form fields'), { role: 'request', mediaType: 'multipart/form-data' });
  assert.deepEqual(readLabel('Sample response'), { role: 'response', status: undefined });
  assert.deepEqual(readLabel('Sample response (201)'), { role: 'response', status: '201' });
  assert.deepEqual(readLabel('Response fields'), { role: 'response', status: undefined });
  assert.deepEqual(readLabel('The message content object'), { role: 'schema', name: 'MessageContent' });
  assert.equal(readLabel('Responses'), null);
});

test('fence meta is read beside other words of the meta', () => {
  assert.deepEqual(parseCodeMeta('response="POST /messages.send 200" title="x" {1,3}'), { response: 'POST /messages.send 200', fragment: false });
  assert.deepEqual(parseCodeMeta("schema='Message'"), { schema: 'Message', fragment: false });
  assert.deepEqual(parseCodeMeta('fragment'), { fragment: true });
  assert.deepEqual(parseCodeMeta(null), { fragment: false });
});

test("a signature's reach ends at the next heading of its section's level, not at a deeper one", () => {
  const items = readApiPage(`### Send

\`POST /a.b\`

#### Details

**Sample request**

\`\`\`json
{}
\`\`\`

### Next

**Sample request**

\`\`\`json
{}
\`\`\`
`);
  const { blocks } = bindPage(items);
  assert.deepEqual(blocks[0].target, { role: 'request', signature: 'POST /a.b' });
  assert.equal(blocks[1].target, null);
  assert.match(blocks[1].unbound?.message ?? '', /no endpoint signature is above it/);
});

test("a label's reach ends at a heading, so a block under a new heading needs its own label", () => {
  const { blocks } = bindPage(readApiPage('`POST /a.b`\n\n**Sample response (409)**\n\n```json\n{}\n```\n\n```json\n{}\n```\n'));
  assert.deepEqual(blocks.map((b) => b.target), [
    { role: 'response', signature: 'POST /a.b', status: '409' },
    { role: 'response', signature: 'POST /a.b', status: '409' },
  ]);
});

test('an alias signature in the section of its operation leaves the samples with the operation', () => {
  const items = readApiPage('`POST /a.b`\n\n`POST /a.bAlias`\n\n**Sample request**\n\n```json\n{}\n```\n');
  const { blocks, signatures } = bindPage(items, (signature) => signature === 'POST /a.bAlias');
  assert.equal(signatures.length, 2);
  assert.deepEqual(blocks[0].target, { role: 'request', signature: 'POST /a.b' });
});

test('JSON5 values are located at their keys, array items at their values', () => {
  const locations = jsonLocations(`{
  // a comment with "quotes": and {braces}
  "a": {b: 'x', "c": [1, {"d": true}]},
  e: "multi\\
line",
  "f": null,
}`);
  assert.deepEqual(Object.fromEntries([...locations].map(([pointer, at]) => [pointer, `${at.line}:${at.column}`])), {
    '': '1:1',
    '/a': '3:3',
    '/a/b': '3:9',
    '/a/c': '3:17',
    '/a/c/0': '3:23',
    '/a/c/1': '3:26',
    '/a/c/1/d': '3:27',
    '/e': '4:3',
    '/f': '6:3',
  });
});
