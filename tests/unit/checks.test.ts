import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { formatDiagnostic } from '../../lib/diagnostics';
import { hasErrors, pageOutline } from '../../lib/site/model';
import { bodyOf, fixture, modelOf } from './helpers/model';

/** The model of a fixture, with each page's body by id. */
async function check(contentDir: string) {
  const model = await modelOf(contentDir);
  return { ...model, html: new Map(model.docs.map((doc) => [doc.id, bodyOf(model, doc.id)])) };
}

const lines = (result: Awaited<ReturnType<typeof check>>, severity: 'error' | 'warning') =>
  result.diagnostics.filter((d) => d.severity === severity).map(formatDiagnostic);

test('broken links, anchors and images are errors with file, line and what they resolved to', async () => {
  const result = await check(fixture('broken-link'));
  const errors = lines(result, 'error');
  assert.equal(errors.length, 5, errors.join('\n'));
  assert.match(errors.join('\n'), /broken-link\/index\.mdx:5:\d+: broken link \/missing\/page: no page has this route/);
  assert.match(errors.join('\n'), /index\.mdx:6:\d+: broken anchor \/other#no-such-heading: \/other has no heading or id "no-such-heading"/);
  assert.match(errors.join('\n'), /index\.mdx:7:\d+: broken link \.\/nowhere \(resolved as \/nowhere\): no page has this route/);
  assert.match(errors.join('\n'), /index\.mdx:9:\d+: image \/img\/does-not-exist\.svg does not exist/);
  assert.match(errors.join('\n'), /other\.mdx:7:\d+: broken anchor \/#also-missing/);
  assert.ok(hasErrors(result), 'the build stops on them');
});

test('a broken link names the closest existing route', async () => {
  const result = await check(fixture('broken-link'));
  const missing = result.diagnostics.find((d) => d.message.includes('/missing/page'));
  assert.match(missing?.hint ?? '', /did you mean \/(other)?\?/);
});

test('.md links are rewritten to routes; one that matches no doc is a warning', async () => {
  const result = await check(fixture('md-link'));
  assert.deepEqual(lines(result, 'error'), []);
  assert.deepEqual(lines(result, 'warning').map((w) => w.replace(/:\d+:\d+:/, ':L:')), [
    'tests/fixtures/md-link/index.mdx:L: markdown link ./guides/nothing.md matches no doc and is left as written — link to an existing .md/.mdx file (relative to this file) or to a site route',
  ]);
  assert.match(result.html.get('index')!, /href="\/guides\/setup\/#install"/);
  assert.match(result.html.get('guides/setup')!, /href="\/"/);
});

test('duplicate routes are a warning naming both files', async () => {
  const result = await check(fixture('duplicate-route'));
  assert.deepEqual(lines(result, 'error'), []);
  assert.equal(lines(result, 'warning').length, 1);
  assert.match(lines(result, 'warning')[0], /b\.mdx:1:1: duplicate route \/a: tests\/fixtures\/duplicate-route\/a\.mdx already uses it/);
});

test('front-matter mistakes are all reported in one run', async () => {
  const result = await check(fixture('bad-front-matter'));
  const errors = lines(result, 'error');
  assert.equal(errors.length, 3, errors.join('\n'));
  assert.match(errors[0], /types\.mdx:3:1: front-matter `hide_title` must be `true` or `false`/);
  assert.match(errors[1], /types\.mdx:4:1: front-matter `sidebar_position` must be a number/);
  assert.match(errors[2], /yaml\.mdx:\d+:\d+: invalid YAML front matter/);
  assert.match(lines(result, 'warning').join('\n'), /types\.mdx:5:1: unknown front-matter key `titel`/);
});

test('MDX syntax errors, unknown components, expressions and missing attributes carry positions and hints', async () => {
  const result = await check(fixture('bad-mdx'));
  const errors = lines(result, 'error');
  assert.match(errors.join('\n'), /components\.mdx:5:1: unknown component <Callout> — writers can use <Admonition>/);
  assert.match(errors.join('\n'), /components\.mdx:7:\d+: JavaScript expression \{braces\} is not supported/);
  assert.match(errors.join('\n'), /components\.mdx:9:1: <ButtonBox> needs a link="…" attribute/);
  assert.match(errors.join('\n'), /components\.mdx:11:1: unknown admonition type ":::notice"/);
  assert.match(errors.join('\n'), /syntax\.mdx:\d+:\d+: MDX: .+ — /);
  assert.ok(!errors.some((line) => line.includes('fine.mdx')));
});

test("an anchor into a page whose MDX, or an included doc's, does not parse is not reported: that page's error is", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-unparsed-'));
  mkdirSync(join(dir, 'partials'));
  writeFileSync(join(dir, 'partials', 'steps.mdx'), '---\ntitle: Steps\n---\n\n## Step one\n\nAn unclosed <div> here.\n');
  writeFileSync(join(dir, 'index.mdx'), '---\ntitle: Start\n---\n\n<Include doc="partials/steps" />\n');
  writeFileSync(join(dir, 'other.mdx'), '---\ntitle: Other\n---\n\nSee [step one](/#step-one) and [nothing](/other#nothing).\n');
  const errors = lines(await check(dir), 'error');
  assert.equal(errors.length, 2, errors.join('\n'));
  assert.match(errors[0], /partials\/steps\.mdx:\d+:\d+: MDX: /);
  assert.match(errors[1], /other\.mdx:5:\d+: broken anchor \/other#nothing/, 'a page that parses is still checked');
});

test('odd files are handled: non-ASCII and spaced names, empty files, front matter only, 10,000 lines', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-robust-'));
  mkdirSync(join(dir, 'guías'));
  writeFileSync(join(dir, 'guías', 'über uns.mdx'), '---\ntitle: Über uns\n---\n\nGrüße [zurück](/).\n');
  writeFileSync(join(dir, 'index.mdx'), '---\ntitle: Start\n---\n\n[Über](/guías/über-uns)\n');
  writeFileSync(join(dir, 'empty.mdx'), '');
  writeFileSync(join(dir, 'only-front-matter.mdx'), '---\ntitle: Only\n---\n');
  const long = Array.from({ length: 10_000 }, (_, i) => (i % 100 === 0 ? `## Section ${i}\n` : `Line ${i} of a long page.\n`)).join('');
  writeFileSync(join(dir, 'long.mdx'), `---\ntitle: Long\n---\n${long}`);
  const result = await check(dir);
  assert.deepEqual(lines(result, 'error').map((line) => line.replace(/ — .*/, '')), [`${relative(process.cwd(), dir)}/empty.mdx:1:1: the page has no title`]);
  const routes = result.docs.map((doc) => doc.route).sort();
  assert.deepEqual(routes, ['/', '/empty', '/guías/über-uns', '/long', '/only-front-matter']);
  assert.match(lines(result, 'warning').join('\n'), /only-front-matter\.mdx:\d+:\d+: the page has no content/);
  assert.equal(pageOutline(result.rendered, 'long').headings.length, 100);
});
