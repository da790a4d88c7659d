import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMdx } from '../helpers/render-mdx';

const source = '<Tabs groupId="os">\n<TabItem value="mac" label="macOS">Mac text</TabItem>\n<TabItem value="linux" default>Linux text</TabItem>\n</Tabs>\n';

test('Tabs are a tab list and one panel per item; the default item is selected, its label else its value names it', async () => {
  const { html, problems } = await renderMdx(source);
  assert.deepEqual(problems, []);
  assert.equal(
    html,
    '<div class="tabs" data-group-id="os"><div role="tablist" aria-orientation="horizontal" class="tabs-list js-only">' +
      '<button type="button" role="tab" id="tab-guide-page-1-0" aria-controls="panel-guide-page-1-0" aria-selected="false" tabindex="-1" class="tabs-tab" data-tab-value="mac">macOS</button>' +
      '<button type="button" role="tab" id="tab-guide-page-1-1" aria-controls="panel-guide-page-1-1" aria-selected="true" tabindex="0" class="tabs-tab selected" data-tab-value="linux">linux</button></div>' +
      '<div role="tabpanel" id="panel-guide-page-1-0" aria-labelledby="tab-guide-page-1-0" class="tab-panel" data-tab-value="mac"><p class="tab-panel-label no-js-only">macOS</p>Mac text</div>' +
      '<div role="tabpanel" id="panel-guide-page-1-1" aria-labelledby="tab-guide-page-1-1" class="tab-panel selected" data-tab-value="linux"><p class="tab-panel-label no-js-only">linux</p>Linux text</div></div>',
  );
});

test('without a default the first item is selected, and each group of a page gets its own ids', async () => {
  const { html } = await renderMdx('<Tabs>\n<TabItem value="a">A</TabItem>\n<TabItem value="b">B</TabItem>\n</Tabs>\n\n' + source);
  assert.match(html, /id="tab-guide-page-1-0"[^>]*aria-selected="true"/);
  assert.match(html, /id="tab-guide-page-2-1"[^>]*aria-selected="true"/);
});

test('in Markdown, Tabs are their items in turn', async () => {
  const { markdown } = await renderMdx(source);
  assert.equal(markdown, '**macOS**\n\nMac text\n\n**linux**\n\nLinux text\n');
});
