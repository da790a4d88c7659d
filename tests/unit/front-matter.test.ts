import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseFrontMatter } from '../../lib/front-matter';

test('reads typed fields and the line where the body starts', () => {
  const parsed = parseFrontMatter('---\ntitle: Hello\nhide_title: true\nkeywords: [a, b]\n---\nBody\n', 'content/a.mdx');
  assert.deepEqual(parsed.frontMatter, { title: 'Hello', hide_title: true, keywords: ['a', 'b'] });
  assert.equal(parsed.body, 'Body\n');
  assert.equal(parsed.bodyLine, 6);
  assert.deepEqual(parsed.diagnostics, []);
});

test('reports invalid YAML with the file line of the mistake', () => {
  const parsed = parseFrontMatter('---\ntitle: ok\ndescription: [unclosed\n---\nBody', 'content/bad.mdx');
  assert.equal(parsed.diagnostics.length, 1);
  const [problem] = parsed.diagnostics;
  assert.equal(problem.severity, 'error');
  assert.match(problem.message, /invalid YAML front matter/);
  assert.ok(problem.line && problem.line >= 3, `line ${problem.line}`);
});

test('rejects a field of the wrong type and names its line', () => {
  const parsed = parseFrontMatter('---\ntitle: T\nhide_title: "yes"\n---\n', 'content/x.mdx');
  assert.deepEqual(
    parsed.diagnostics.map((d) => [d.severity, d.line, d.message]),
    [['error', 3, 'front-matter `hide_title` must be `true` or `false`']],
  );
  assert.equal(parsed.frontMatter.hide_title, undefined);
});

test('warns about unknown keys instead of failing', () => {
  const parsed = parseFrontMatter('---\ntitel: Typo\n---\n', 'content/x.mdx');
  assert.equal(parsed.diagnostics[0].severity, 'warning');
  assert.match(parsed.diagnostics[0].message, /unknown front-matter key `titel`/);
});

test('accepts last_update with a YAML date and normalises it to ISO', () => {
  const parsed = parseFrontMatter('---\nlast_update:\n  date: 2021-05-31\n---\n', 'content/x.mdx');
  assert.equal(parsed.frontMatter.last_update?.date, '2021-05-31T00:00:00.000Z');
});

test('a file without front matter is a body only', () => {
  const parsed = parseFrontMatter('Just text', 'content/x.mdx');
  assert.deepEqual(parsed.frontMatter, {});
  assert.equal(parsed.bodyLine, 1);
});
