import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { WRITER_COMPONENTS } from '../../../components/mdx/registry';
import { rendererVersion } from '../../../lib/site/build-cache';
import { renderMdx } from '../helpers/render-mdx';

const root = join(import.meta.dirname, '../../..');
const componentsDir = join(root, 'components/mdx');
/** Every component folder: a folder of components/mdx/ with an index.ts. */
const folders = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(componentsDir, entry.name, 'index.ts')))
  .map((entry) => entry.name);
const hasFile = (folder: string, file: string) => existsSync(join(componentsDir, folder, file));

test('the registry lists every component folder, each under its folder name', () => {
  assert.deepEqual(WRITER_COMPONENTS.map((component) => component.name).sort(), [...folders].sort());
});

test("every component folder's styles are imported by components/mdx/styles.css, and nothing else is", () => {
  const imported = [...readFileSync(join(componentsDir, 'styles.css'), 'utf8').matchAll(/@import '\.\/(\w+)\/styles\.css';/g)].map((match) => match[1]);
  assert.deepEqual([...imported].sort(), folders.filter((folder) => hasFile(folder, 'styles.css')).sort());
});

test("every component folder's browser behaviour is run from components/mdx/behaviours.ts", () => {
  const imported = [...readFileSync(join(componentsDir, 'behaviours.ts'), 'utf8').matchAll(/from '\.\/(\w+)\/behaviour'/g)].map((match) => match[1]);
  assert.deepEqual([...imported].sort(), folders.filter((folder) => hasFile(folder, 'behaviour.ts')).sort());
});

test('every component has its test', () => {
  const missing = folders.filter((folder) => !existsSync(join(import.meta.dirname, `${folder}.test.ts`)));
  assert.deepEqual(missing, [], 'add tests/unit/components/NAME.test.ts');
});

test('docs/components.md tells writers about every component', () => {
  const docs = readFileSync(join(root, 'docs/components.md'), 'utf8');
  assert.deepEqual(folders.filter((folder) => !docs.includes(`\n### ${folder}\n`)), []);
});

test("an unknown component is an error that quotes the registry's names", async () => {
  const { problems } = await renderMdx('<Callout>Not ours.</Callout>\n');
  const names = WRITER_COMPONENTS.map((component) => `<${component.name}>`).join(', ');
  assert.deepEqual(problems, [`1:1: unknown component <Callout> — writers can use ${names}; content is MDX without JavaScript, so components cannot be imported`]);
});

test('an unknown component that looks like a typo names the component meant', async () => {
  const { problems } = await renderMdx('<Tab value="a">A</Tab>\n\n<Img light="/a.svg" />\n');
  assert.match(problems[0], /^1:1: unknown component <Tab> — did you mean <Tabs>, panels \(<TabItem>s\) shown one at a time; groups with the same `groupId` switch together\? writers can use /);
  assert.match(problems[1], /^3:1: unknown component <Img> — did you mean <Image>, /);
});

test('plain HTML tags are no components: they pass through as HTML, and in Markdown as their content', async () => {
  const { html, markdown, problems } = await renderMdx('<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n');
  assert.deepEqual(problems, []);
  assert.equal(html, '<details><summary>More</summary><p>Hidden text.</p></details>');
  assert.equal(markdown, '**More**\n\nHidden text.\n');
});

test("a change to a component's code makes the build render the docs again (the render cache's key covers it)", () => {
  const project = mkdtempSync(join(tmpdir(), 'docs-renderer-'));
  try {
    cpSync(join(root, 'package-lock.json'), join(project, 'package-lock.json'));
    cpSync(join(root, 'lib'), join(project, 'lib'), { recursive: true });
    cpSync(componentsDir, join(project, 'components/mdx'), { recursive: true });
    const before = rendererVersion(project);
    writeFileSync(join(project, 'components/mdx/TLDR/index.ts'), '// edited\n', { flag: 'a' });
    assert.notEqual(rendererVersion(project), before);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});
