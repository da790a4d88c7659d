import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMdx } from '../helpers/render-mdx';

test("an Include leaves a marker in the HTML and the Markdown, where the site model splices the other doc's body", async () => {
  const { html, markdown, problems } = await renderMdx('Before.\n\n<Include doc="sources/twilio-config" />\n');
  assert.deepEqual(problems, []);
  assert.equal(html, '<p>Before.</p>\n<!--include:sources/twilio-config-->');
  assert.equal(markdown, 'Before.\n\n<!--include:sources/twilio-config-->\n');
});

test('an Include needs the id of a doc', async () => {
  const { problems } = await renderMdx('<Include />\n\n<Include doc="" />\n');
  assert.equal(problems.length, 2);
  assert.match(problems[0], /^1:1: <Include> needs a doc="…" attribute — write <Include doc="…">$/);
  assert.match(problems[1], /^3:1: <Include doc=""> is not allowed: /);
});
