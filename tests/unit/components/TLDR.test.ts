import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMdx } from '../helpers/render-mdx';

test('a TLDR is a note labelled "Summary"; in Markdown, a quote', async () => {
  const { html, markdown, problems } = await renderMdx('<TLDR>\n\nAiry Core in **one** line.\n\n</TLDR>\n');
  assert.deepEqual(problems, []);
  assert.equal(html, '<div class="tldr" role="note" aria-label="Summary"><p>Airy Core in <strong>one</strong> line.</p></div>');
  assert.equal(markdown, '> Airy Core in **one** line.\n');
});

test('a TLDR takes no attributes', async () => {
  const { problems } = await renderMdx('<TLDR title="Summary">Short.</TLDR>\n');
  assert.deepEqual(problems, ['1:1: <TLDR> has no attribute title — write <TLDR>']);
});
