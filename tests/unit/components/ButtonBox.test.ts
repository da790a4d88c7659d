import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMdx } from '../helpers/render-mdx';

test('a ButtonBox is a card linking to a page, with its icon and description when given', async () => {
  const { html, problems } = await renderMdx('<ButtonBox title="Install" link="/install" icon="🚀" description="Get going" />\n\n<ButtonBox title="Elsewhere" link="https://example.com/a" />\n');
  assert.deepEqual(problems, []);
  assert.match(
    html,
    /^<a href="\/base\/install\/" class="button-box"><span class="button-box-icon" aria-hidden="true">🚀<\/span><span class="button-box-text"><span class="button-box-title">Install<\/span><span class="button-box-description">Get going<\/span><\/span><\/a>/,
  );
  assert.match(html, /<a href="https:\/\/example.com\/a" class="button-box" rel="noopener noreferrer"><span class="button-box-text"><span class="button-box-title">Elsewhere<\/span><\/span><\/a>$/);
});

test('in Markdown, a ButtonBox is a list item: its link at an absolute URL, then its description', async () => {
  const { markdown } = await renderMdx('<ButtonBox title="Install" link="/install" description="Get going" />\n');
  assert.equal(markdown, '- [Install](https://docs.test/base/install/): Get going\n');
});

test('a ButtonBox without its link, or with an attribute it does not know, is an error saying how to write it', async () => {
  const { problems } = await renderMdx('<ButtonBox title="No link" />\n\n<ButtonBox title="T" link="/" titel="typo" />\n');
  assert.deepEqual(problems, [
    '1:1: <ButtonBox> needs a link="…" attribute — write <ButtonBox title="…" link="…">, optionally with icon, description',
    '3:1: <ButtonBox> has no attribute titel — write <ButtonBox title="…" link="…">, optionally with icon, description',
  ]);
});

test("a ButtonBox's link is checked like any link", async () => {
  const { renderDoc } = await import('../../../lib/render/render-doc');
  const doc = { id: 'x', file: 'content/x.mdx', route: '/x', source: '<ButtonBox title="T" link="/somewhere#part" />\n' };
  const { references } = renderDoc(doc, { url: 'https://docs.test', basePath: '/', resolveMarkdownLink: () => null, sizeOf: () => null, outputs: false });
  assert.deepEqual(references, [{ kind: 'link', url: '/somewhere#part', line: 1, column: 1 }]);
});
