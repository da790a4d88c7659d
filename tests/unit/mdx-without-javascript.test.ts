import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMdx } from './helpers/render-mdx';

test('an import or export line is an error that says content is MDX without JavaScript', async () => {
  const { problems, html } = await renderMdx("import Tabs from '@theme/Tabs';\n\nexport const version = '1.0';\n\nText.\n");
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(problems[0], /^1:1: `import Tabs from '@theme\/Tabs';`: content is MDX without JavaScript, so `import` is not supported — writer components need no import/);
  assert.match(problems[1], /^3:1: `export const version = '1.0';`: content is MDX without JavaScript, so `export` is not supported — code to show goes in a fenced code block/);
  assert.equal(html.trim(), '<p>Text.</p>');
});

test('import and export inside code blocks and code spans are text', async () => {
  const { problems } = await renderMdx("```js\nimport x from 'x';\n```\n\nWrite `export A=1` in a shell.\n");
  assert.deepEqual(problems, []);
});

test('expressions stay errors, comments stay allowed', async () => {
  const { problems } = await renderMdx('Some {braces} here. {/* a comment */}\n');
  assert.deepEqual(problems, ['1:6: JavaScript expression {braces} is not supported and would be dropped — write literal braces as \\{ and \\}, or put the text in `code`']);
});
