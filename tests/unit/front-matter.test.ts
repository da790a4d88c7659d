import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDiagnostic } from '../../lib/diagnostics';
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

test('an unknown key close to a known one gets a "did you mean", with the line it is on', () => {
  const parsed = parseFrontMatter('---\ntitel: Typo\nsidebar-label: Short\nkeyword: [a]\nauthor: me\n---\n', 'content/x.mdx');
  const [titel, label, keyword, author] = parsed.diagnostics.map(formatDiagnostic);
  assert.equal(titel, 'content/x.mdx:2:1: unknown front-matter key `titel` is ignored — did you mean `title`? The keys are id, title, sidebar_label, sidebar_position, slug, description, keywords, hide_title, hide_table_of_contents, toc_min_heading_level, toc_max_heading_level, last_update, draft, pagination_label');
  assert.match(label, /^content\/x\.mdx:3:1: unknown front-matter key `sidebar-label` is ignored — did you mean `sidebar_label`\?/);
  assert.match(keyword, /^content\/x\.mdx:4:1: .* did you mean `keywords`\?/);
  assert.match(author, /^content\/x\.mdx:5:1: unknown front-matter key `author` is ignored — the keys are id, title, /, 'nothing close: the list alone');
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
