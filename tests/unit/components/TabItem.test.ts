import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMdx } from '../helpers/render-mdx';

test('in Markdown, a TabItem is its bold label, else its value, followed by its content', async () => {
  const { markdown } = await renderMdx('<Tabs>\n<TabItem value="npm" label="With npm">\n\nRun `npm i`.\n\n</TabItem>\n<TabItem value="yarn">\n\nRun `yarn`.\n\n</TabItem>\n</Tabs>\n');
  assert.equal(markdown, '**With npm**\n\nRun `npm i`.\n\n**yarn**\n\nRun `yarn`.\n');
});

test('a TabItem needs a value', async () => {
  const { problems } = await renderMdx('<Tabs>\n<TabItem label="No value">Text</TabItem>\n</Tabs>\n');
  assert.deepEqual(problems, ['2:1: <TabItem> needs a value="…" attribute — write <TabItem value="…">, optionally with label, default']);
});
