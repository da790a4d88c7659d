import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rewriteAdmonitions } from '../../components/mdx/Admonition/fences';

test('rewrites admonitions to JSX line for line', () => {
  const input = 'a\n:::tip What you "learn"\n- one\n:::\nb';
  const { text, problems } = rewriteAdmonitions(input);
  assert.equal(text, 'a\n<Admonition type="tip" title="What you &quot;learn&quot;">\n- one\n</Admonition>\nb');
  assert.equal(text.split('\n').length, input.split('\n').length);
  assert.deepEqual(problems, []);
});

test('leaves code fences alone', () => {
  const input = '```text\n:::note\n:::\n```';
  assert.equal(rewriteAdmonitions(input).text, input);
});

test('supports nesting with longer fences', () => {
  const { text } = rewriteAdmonitions('::::note\n:::tip\nx\n:::\n::::');
  assert.equal(text, '<Admonition type="note">\n<Admonition type="tip">\nx\n</Admonition>\n</Admonition>');
});

test('reports unknown types and unclosed boxes with their lines', () => {
  const { problems } = rewriteAdmonitions('x\n:::notice\ny\n:::warning\nz');
  assert.deepEqual(
    problems.map((p) => [p.line, p.message]),
    [
      [2, 'unknown admonition type ":::notice"'],
      [4, 'admonition is never closed'],
    ],
  );
});
