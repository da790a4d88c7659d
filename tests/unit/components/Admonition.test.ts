import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { ADMONITION_TYPES } from '../../../components/mdx/Admonition/fences';
import { renderMdx } from '../helpers/render-mdx';

test('an admonition is a box with its icon and its title, or its type label without one', async () => {
  const { html, problems } = await renderMdx(':::warning Careful\nBody **here**.\n:::\n\n<Admonition type="tip">Tip body</Admonition>\n');
  assert.deepEqual(problems, []);
  assert.match(html, /<div class="admonition admonition-warning" role="note" aria-label="Careful"><p class="admonition-title"><span class="icon admonition-icon icon-admonition-warning" aria-hidden="true"><\/span>Careful<\/p><div class="admonition-content"><p>Body <strong>here<\/strong>.<\/p><\/div><\/div>/);
  assert.match(html, /aria-label="Tip"><p class="admonition-title"><span class="icon admonition-icon icon-admonition-tip" aria-hidden="true"><\/span>Tip<\/p>/);
});

test('admonition icons are SVG drawn by the stylesheet, never emoji characters (a machine without an emoji font shows those as empty boxes)', async () => {
  const { html } = await renderMdx(ADMONITION_TYPES.map((type) => `:::${type}\nText.\n:::\n`).join('\n'));
  assert.doesNotMatch(html, /\p{Extended_Pictographic}/u);
  const css = readFileSync('components/mdx/Admonition/styles.css', 'utf8');
  for (const type of ADMONITION_TYPES) {
    assert.match(html, new RegExp(`icon-admonition-${type}"`));
    assert.match(css, new RegExp(`\\.icon-admonition-${type}\\b[^{]*\\{\\s*--icon: url\\("data:image/svg\\+xml,`), `${type} has an SVG icon in the stylesheet`);
  }
});

test('in Markdown, an admonition is a quote opening with its bold label, the title after the type', async () => {
  const { markdown } = await renderMdx(':::danger Data loss\nBack up first.\n:::\n\n:::note Note\nSame as the label.\n:::\n');
  assert.match(markdown, /^> \*\*Danger: Data loss\*\*\n>\n> Back up first\.\n/m);
  assert.match(markdown, /^> \*\*Note\*\*\n>\n> Same as the label\.$/m);
});

test('an admonition type that does not exist is an error naming the ones that do', async () => {
  const { problems } = await renderMdx('<Admonition type="notice">Hm.</Admonition>\n\n:::notice\nHm.\n:::\n');
  assert.match(problems.join('\n'), /^1:1: <Admonition type="notice"> is not a known value — use one of note, tip, info, caution, warning, danger$/m);
  assert.match(problems.join('\n'), /^3: unknown admonition type ":::notice" — use one of :::note, :::tip/m);
});
