import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderDoc, type RenderContext } from '../../lib/render/render-doc';
import type { HistoryView } from '../../lib/render/added-in';

const history: HistoryView = {
  releases: ['0.1.0', '0.54.0', '0.55.0'],
  renames: [],
  operations: { '/streams.list': { addedIn: '0.54.0', spans: [{ from: '0.54.0', to: '0.55.0' }] }, '/gone.op': { addedIn: null, spans: [{ from: '0.1.0', to: '0.1.0' }], removedIn: '0.54.0' } },
  components: { 'api-streams': { addedIn: '0.54.0', spans: [] }, 'api-admin': { addedIn: '0.1.0', spans: [] } },
  keys: { 'config.kafka.keyTrustSecret': { addedIn: '0.55.0', spans: [] }, 'global.host': { addedIn: '0.1.0', spans: [] } },
};

const context: RenderContext = { url: 'https://x.test', basePath: '/', resolveMarkdownLink: () => null, sizeOf: () => null, outputs: true, history };

function render(route: string, source: string) {
  return renderDoc({ id: route.slice(1), file: `content${route}.mdx`, route, source }, context);
}

test('an endpoint signature of an API page says which release added the operation, in the HTML and the Markdown copy', () => {
  const page = render('/api/endpoints/streams', '## List\n\n`POST /streams.list`\n\nLists streams.\n\n## Gone\n\n`POST /gone.op`\n');
  assert.match(page.html, /<p data-endpoint="POST \/streams\.list"><code>POST \/streams\.list<\/code><\/p>\n?<p class="added-in">Added in Airy Core 0\.54\.0\.<\/p>/);
  assert.match(page.markdown, /`POST \/streams\.list`\n\nAdded in Airy Core 0\.54\.0\.\n/);
  assert.equal((page.html.match(/Added in/g) ?? []).length, 1, 'an operation gone at the pin gets no line');
  assert.doesNotMatch(render('/guides/x', '`POST /streams.list`\n').html, /Added in/, 'only API pages');
});

test('a table whose first column names keys or components says under each which release added it; other tables stay as written', () => {
  const page = render('/getting-started/configuration', [
    '| Key | Default |', '| --- | --- |', '| `config.kafka.keyTrustSecret` | none |', '| `global.host` | none |', '',
    '| Component | Does |', '| --- | --- |', '| `api-streams` | streams |', '| `api-admin` | admin |', '',
    '| Key | Default |', '| --- | --- |', '| `global.host` | none |', '| `not.a.key` | none |', '',
  ].join('\n'));
  assert.match(page.html, /<code>config\.kafka\.keyTrustSecret<\/code> <em class="added-in">added in 0\.55\.0<\/em>/);
  assert.match(page.html, /<code>api-streams<\/code> <em class="added-in">added in 0\.54\.0<\/em>/);
  assert.equal((page.html.match(/class="added-in"/g) ?? []).length, 4, 'the third table has a name the history lacks: no marks');
  assert.match(page.markdown, /\| `global\.host` _added in 0\.1\.0_ +\|/);
});
