/** "Try it" at build time: which paragraphs are endpoint signatures in the body, and which pages count as endpoint pages. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderDoc, type RenderedDoc } from '../../lib/render/render-doc';
import { pageHasEndpoints } from '../../lib/site/model';

const context = { url: 'https://x.test', basePath: '/', resolveMarkdownLink: () => null, sizeOf: () => null, outputs: true };
const render = (route: string, source: string) => renderDoc({ id: route.slice(1), file: `content${route}.mdx`, route, source }, context);

test('an API page marks each endpoint signature paragraph with data-endpoint, and nothing else', () => {
  const { html } = render(
    '/api/tags',
    ['## Tags', '', '`POST /tags.list`', '', 'Lists tags: `POST /tags.create` is another.', '', '`GET /not-a-post`', '', '`just code`', ''].join('\n'),
  );
  assert.match(html, /<p data-endpoint="POST \/tags.list"><code>POST \/tags.list<\/code><\/p>/);
  assert.match(html, /<p data-endpoint="GET \/not-a-post">/);
  assert.equal(html.match(/data-endpoint=/g)?.length, 2);
});

test('a signature outside the API pages is left as plain code', () => {
  assert.doesNotMatch(render('/guides/x', '`POST /tags.list`\n').html, /data-endpoint/);
});

test('a page has endpoints when it or a doc it includes has a signature', () => {
  const rendered = new Map<string, RenderedDoc>([
    ['api/tags', render('/api/tags', '`POST /tags.list`\n')],
    ['api/partial', render('/api/partial', '`POST /tags.create`\n')],
    ['ui/tags', render('/ui/tags', 'Tags in the UI.\n\n<Include doc="api/partial" />\n')],
    ['ui/plain', render('/ui/plain', 'Nothing to try here.\n')],
  ]);
  assert.equal(pageHasEndpoints(rendered, 'api/tags'), true);
  assert.equal(pageHasEndpoints(rendered, 'ui/tags'), true);
  assert.equal(pageHasEndpoints(rendered, 'ui/plain'), false);
  assert.equal(pageHasEndpoints(rendered, 'unknown'), false);
});
