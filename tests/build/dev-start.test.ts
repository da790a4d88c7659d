/**
 * How `npm run dev` starts (`lib/dev/dev-site.ts`): the frame it writes before rendering equals
 * the full model's (so the first model changes nothing the open page shows), and a page asked
 * for before the first model is rendered alone, includes spliced, and is that model's page.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { createDevSite } from '../../lib/dev/dev-site';
import { buildSiteModel, headingDepths, quickFrame } from '../../lib/site/build-model';
import { frameOf } from '../../lib/site/write-frame';
import { readSiteInputs } from '../../lib/site/inputs';
import { siteConfig } from '../../lib/site-config';

const repo = process.cwd();
let projectRoot = '';
let contentDir = '';

before(() => {
  // A project of its own: the dev site writes its frame under the project root.
  projectRoot = mkdtempSync(join(tmpdir(), 'dev-start-'));
  contentDir = join(projectRoot, 'content');
  cpSync(join(repo, 'tests', 'fixtures', 'dev-site'), contentDir, { recursive: true });
  const config = readFileSync(join(repo, 'site.config.ts'), 'utf8').replaceAll("'./lib/", `'${join(repo, 'lib')}/`);
  writeFileSync(join(projectRoot, 'site.config.ts'), config);
  // The renderer's version is read from the project's `lib/` and lockfile.
  for (const name of ['public', 'lib', 'components', 'package-lock.json']) symlinkSync(join(repo, name), join(projectRoot, name));
});

after(() => rmSync(projectRoot, { recursive: true, force: true }));

test('headingDepths counts ATX headings outside fenced code', () => {
  const source = ['# Title', '', '## One', '#hashtag is text', '```bash', '# a shell comment', '```', '~~~', '## inside tildes', '```', '~~~', '### Two', '####### seven is text'].join('\n');
  assert.deepEqual(headingDepths(source), [{ depth: 1 }, { depth: 2 }, { depth: 3 }]);
});

test("the frame written before rendering equals the full model's frame on this site's content", async () => {
  const root = resolve(repo);
  const inputs = await readSiteInputs(root, join(root, 'content'), siteConfig);
  const input = { projectRoot: root, config: siteConfig, ...inputs, includeDrafts: true, outputs: true };
  assert.deepEqual(frameOf(quickFrame(input).frame), frameOf(await buildSiteModel(input)));
});

test('a page asked for before the first model is rendered alone, includes spliced, and the first model does not announce it again', async () => {
  const site = createDevSite({ projectRoot, contentDir });
  const started = await site.start();
  assert.deepEqual(started, { docs: 4, home: '/', docSearch: false });
  assert.ok(JSON.parse(readFileSync(join(projectRoot, '.generated', 'site.json'), 'utf8')).docs.length === 4, 'the frame is written before any render');
  assert.equal(site.model(), null);

  const early = await site.pageSoon('/');
  assert.ok(early, 'the home page is rendered on request');
  assert.match(early.page.html, /Home text, first version/);
  assert.doesNotMatch(early.page.html, /<!--include:/, 'the included partial is spliced in');
  assert.match(early.body, /aria-label="Docs sidebar"/, 'the body comes with its sidebar');
  assert.ok(early.body.includes(early.page.html), 'and the content inside');
  assert.equal(await site.pageSoon('/no-such-page'), null);

  const first = await site.rebuild();
  assert.equal(first.failed, false, first.problems.map((problem) => problem.text).join('\n'));
  assert.deepEqual(first.changed, [], 'nothing the open page shows changed');
  assert.deepEqual(first.added, []);
  assert.equal(site.page('/')?.html, early.page.html);
  assert.match(site.page('/guide')?.html ?? '', /<p>/, 'pages nobody asked for are in the first model');
  // The version the dev server waits for Next to render is the one the pages import.
  const frame = site.publishFrame();
  assert.match(readFileSync(join(projectRoot, '.generated', 'frame-version.ts'), 'utf8'), new RegExp(`FRAME_VERSION = '${frame}'`));
  assert.equal(site.publishFrame(), undefined, 'a frame is published once');
});

test("a new page is in the frame Next reads, and in every page's sidebar with the update", async () => {
  const site = createDevSite({ projectRoot, contentDir });
  await site.start();
  await site.rebuild();
  site.publishFrame();
  const frameOnDisk = () => JSON.parse(readFileSync(join(projectRoot, '.generated', 'site.json'), 'utf8'));
  writeFileSync(join(contentDir, 'brand-new.mdx'), '---\ntitle: Brand new page\n---\n\nNew.\n');
  try {
    const update = await site.rebuild();
    assert.deepEqual(update.added, ['/brand-new']);
    assert.ok(frameOnDisk().docs.some((doc: { route: string }) => doc.route === '/brand-new'), 'the route is in the frame Next reads');
    assert.equal(frameOnDisk().sidebar, undefined, 'the frame carries no sidebar: the bodies do');
    assert.ok(update.changed.includes('/'), 'the pages whose sidebar gained the link changed');
    assert.match(site.body('/') ?? '', /href="\/brand-new\/"/);
    assert.ok(site.publishFrame(), 'the new frame is handed out once');
    assert.equal(site.publishFrame(), undefined);
  } finally {
    rmSync(join(contentDir, 'brand-new.mdx'));
  }
});

test('a doc saved before the first model is rendered alone at once; after that model the rebuild takes over', async () => {
  const site = createDevSite({ projectRoot, contentDir });
  await site.start();
  await site.pageSoon('/');
  const path = join(contentDir, 'index.mdx');
  const original = readFileSync(path, 'utf8');
  try {
    writeFileSync(path, original.replace('Home text, first version.', 'Home text, saved early.'));
    const early = await site.editEarly(path);
    assert.deepEqual(early?.changed, ['/']);
    assert.match((await site.pageSoon('/'))?.page.html ?? '', /Home text, saved early\./);
    assert.equal(await site.editEarly(join(contentDir, 'not-a-doc.txt')), null);
    writeFileSync(path, original.replace('title: Dev home', 'title: Dev home, renamed'));
    assert.equal(await site.editEarly(path), null, 'a new title waits for the model, which writes the frame');
    const first = await site.rebuild();
    assert.deepEqual(first.changed, ['/'], 'the model brings what the early render could not');
    assert.ok(first.version > early!.version, 'the model, done later, is the newer update');
    writeFileSync(path, original);
    assert.equal(await site.editEarly(path), null, 'after the first model');
  } finally {
    writeFileSync(path, original);
  }
});
