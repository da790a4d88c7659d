import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMdx } from '../helpers/render-mdx';

test('a SuccessBox is a note labelled "Success"; in Markdown, a quote', async () => {
  const { html, markdown, problems } = await renderMdx('<SuccessBox>\n\nThe cluster is **up**.\n\n</SuccessBox>\n');
  assert.deepEqual(problems, []);
  assert.equal(html, '<div class="success-box" role="note" aria-label="Success"><p>The cluster is <strong>up</strong>.</p></div>');
  assert.equal(markdown, '> The cluster is **up**.\n');
});
