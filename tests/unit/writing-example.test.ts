/**
 * The example page in docs/writing.md, the one a new writer copies, is complete (front matter,
 * headings, a table, a code block, tabs, an admonition, a link and an image) and passes the
 * content check among this site's pages, warnings included.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { formatDiagnostic } from '../../lib/diagnostics';
import { modelOf, projectRoot } from './helpers/model';

const writing = readFileSync('docs/writing.md', 'utf8');
const example = /\n## An example page to copy\n[\s\S]*?\n````mdx\n([\s\S]*?)\n````\n/.exec(writing)?.[1] ?? '';

test('docs/writing.md has an example page with front matter, headings, a table, a code block, tabs, an admonition, a link and an image', () => {
  assert.ok(example, 'a ````mdx block under "## An example page to copy"');
  const parts: [string, RegExp][] = [
    ['front matter with a title and a description', /^---\ntitle: .+\ndescription: .+\n---\n/],
    ['a heading', /^## \S/m],
    ['a table', /^\| .+ \|\n\| --- \|/m],
    ['a code block', /^```\w+/m],
    ['tabs', /<Tabs groupId="[^"]+">[\s\S]*<TabItem [\s\S]*<\/Tabs>/],
    ['an admonition', /^:::(note|tip|info|caution|warning|danger)\b[\s\S]*?^:::$/m],
    ['a link to another page', /\]\(\/[a-z]/],
    ['an image', /!\[[^\]]+\]\(\/img\//],
  ];
  for (const [part, pattern] of parts) assert.match(example, pattern, part);
});

test('the example page passes the content check among the site\'s pages, with no warning', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'writing-example-'));
  try {
    cpSync(join(projectRoot, 'content'), dir, { recursive: true });
    writeFileSync(join(dir, 'guides', 'example-page.mdx'), `${example}\n`);
    const model = await modelOf(dir, { outputs: false });
    const problems = model.diagnostics.filter((d) => d.file.endsWith('guides/example-page.mdx')).map(formatDiagnostic);
    assert.deepEqual(problems, []);
    assert.ok(model.docs.some((doc) => doc.route === '/guides/example-page'), 'it is a page');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
