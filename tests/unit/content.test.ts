import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { firstParagraph, loadContent, normalizeRoute, routeForDoc } from '../../lib/content';
import { formatDiagnostic } from '../../lib/diagnostics';

const root = process.cwd();

test('routes come from the file path or the slug', () => {
  assert.equal(routeForDoc('cli/usage', undefined), '/cli/usage');
  assert.equal(routeForDoc('getting-started/introduction', '/'), '/');
  assert.equal(routeForDoc('guides/a', 'renamed'), '/guides/renamed');
  assert.equal(routeForDoc('guides/a', '/elsewhere/'), '/elsewhere');
  assert.equal(routeForDoc('my folder/my page', undefined), '/my-folder/my-page');
  assert.equal(normalizeRoute('//a//b/'), '/a/b');
});

test('the description falls back to the first paragraph of prose', () => {
  const body = '## Heading\n\n<Image light="/a.svg" dark="/b.svg" alt="" />\n\n```bash\necho no\n\necho still code\n```\n\nThe **first** [real](/x) paragraph.\n\nSecond.';
  assert.equal(firstParagraph(body), 'The first real paragraph.');
});

test('loads the basic fixture with titles, routes and descriptions', () => {
  const { docs, diagnostics } = loadContent(join(root, 'tests/fixtures/basic'), root, false);
  assert.deepEqual(
    docs.map((doc) => [doc.id, doc.route, doc.title]),
    [
      ['guide/first', '/guide/first', 'First guide'],
      ['guide/second', '/guide/second', 'Second guide'],
      ['index', '/', 'Fixture home'],
    ],
  );
  assert.deepEqual(diagnostics, []);
});

test('a leading # heading becomes the title and leaves the body, keeping line numbers', () => {
  const { docs } = loadContent(join(root, 'tests/fixtures/heading-title'), root, false);
  const doc = docs.find((d) => d.id === 'page')!;
  assert.equal(doc.title, 'Title From Heading');
  assert.doesNotMatch(doc.source, /# Title From Heading/);
  assert.equal(doc.source.split('\n')[4], 'Body line five.');
});

test('a page without `title:` whose first line is no # heading is an error that says how to name it', () => {
  const { diagnostics } = loadContent(join(root, 'tests/fixtures/no-title'), root, false);
  assert.deepEqual(diagnostics.map(formatDiagnostic), [
    'tests/fixtures/no-title/untitled.mdx:1:1: the page has no title — add `title: …` to the front matter, or make the page\'s first line a `# Heading` (it would otherwise be called "untitled")',
  ]);
  assert.equal(diagnostics[0].severity, 'error');
  assert.deepEqual(loadContent(join(root, 'tests/fixtures/heading-title'), root, false).diagnostics, [], 'a leading # heading is a title');
});

test('drafts are left out of production builds only', () => {
  const dir = join(root, 'tests/fixtures/heading-title');
  assert.equal(loadContent(dir, root, false).docs.some((d) => d.id === 'draft'), false);
  assert.equal(loadContent(dir, root, true).docs.some((d) => d.id === 'draft'), true);
});

test('two docs on one route: the first by path wins and a warning names both', () => {
  const { docs, diagnostics } = loadContent(join(root, 'tests/fixtures/duplicate-route'), root, false);
  assert.deepEqual(docs.map((d) => d.id), ['a']);
  assert.equal(diagnostics.length, 1);
  assert.equal(diagnostics[0].severity, 'warning');
  assert.match(diagnostics[0].message, /duplicate route \/a: tests\/fixtures\/duplicate-route\/a\.mdx already uses it/);
  assert.equal(diagnostics[0].file, 'tests/fixtures/duplicate-route/b.mdx');
});
