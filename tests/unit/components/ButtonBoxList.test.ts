import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMdx } from '../helpers/render-mdx';

const source = '<ButtonBoxList>\n  <ButtonBox title="One" link="/one" />\n  <ButtonBox title="Two" link="/two" description="Second" />\n</ButtonBoxList>\n';

test('a ButtonBoxList puts each of its cards in an item of one list', async () => {
  const { html, problems } = await renderMdx(source);
  assert.deepEqual(problems, []);
  assert.match(html, /^<ul class="button-box-list"><li><a href="\/base\/one\/" class="button-box">.*?<\/a><\/li><li><a href="\/base\/two\/" class="button-box">.*?<\/a><\/li><\/ul>$/);
});

test('in Markdown, a ButtonBoxList is one list of its links', async () => {
  const { markdown } = await renderMdx(source);
  assert.equal(markdown, '- [One](https://docs.test/base/one/)\n- [Two](https://docs.test/base/two/): Second\n');
});
