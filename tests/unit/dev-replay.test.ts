/**
 * What `npm run dev` keeps of Next's answers for the next start (`lib/dev/replay.ts`): a page is
 * answered to a start with the same inputs only when every static file it names is kept too;
 * other inputs, or a copy it cannot read, answer nothing.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { openReplay, replayKey, staticFilesIn } from '../../lib/dev/replay';
import { FRAME_FILE } from '../../lib/site/frame';

const made: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  made.push(dir);
  return dir;
};
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const PAGE = [
  '<link rel="stylesheet" href="/_next/static/chunks/main.css?v=1733" data-precedence="next"/>',
  '<script src="/_next/static/chunks/%5Bturbopack%5D_client.js" async=""></script>',
  '<script>self.__next_f.push([1,"2:I[\\"/_next/static/chunks/app_page.js\\",\\"default\\"]"])</script>',
  '<script src="/_next/static/chunks/%5Bturbopack%5D_client.js" async=""></script>',
].join('');

test('staticFilesIn lists every /_next/static/ path a page names, once, without its query, under the base path', () => {
  const files = ['/_next/static/chunks/%5Bturbopack%5D_client.js', '/_next/static/chunks/app_page.js', '/_next/static/chunks/main.css'];
  assert.deepEqual(staticFilesIn(PAGE, '/'), files);
  assert.deepEqual(staticFilesIn(PAGE.replaceAll('/_next/', '/docs/core/_next/'), '/docs/core/'), files.map((file) => `/docs/core${file}`));
  assert.deepEqual(staticFilesIn('.x{background:url(/_next/static/media/logo.0a1b.svg)}', '/'), ['/_next/static/media/logo.0a1b.svg'], 'a style sheet names its images');
  assert.deepEqual(staticFilesIn('<p>No files.</p>', '/'), []);
});

/** A copy with one page and every file it names, kept under `key`. */
function keptCopy(key: string) {
  const dir = join(tempDir('replay'), 'dev-replay');
  const replay = openReplay(dir, key);
  replay.keepPage('/guide', PAGE);
  for (const path of staticFilesIn(PAGE, '/')) replay.keepFile(path, 'text/javascript', Buffer.from(`// ${path}`));
  return dir;
}

test('a start with the same inputs is answered the kept page and its files', () => {
  const dir = keptCopy('key-a');
  const replay = openReplay(dir, 'key-a');
  assert.equal(replay.page('/guide', '/'), PAGE);
  assert.deepEqual(replay.file('/_next/static/chunks/app_page.js'), { type: 'text/javascript', body: Buffer.from('// /_next/static/chunks/app_page.js') });
  assert.equal(replay.page('/other', '/'), null, 'a route not kept');
  assert.equal(replay.file('/_next/static/chunks/other.js'), null, 'a file not kept');
});

test('a page is not answered while a file it names is missing', () => {
  const dir = join(tempDir('replay'), 'dev-replay');
  const replay = openReplay(dir, 'key-a');
  replay.keepPage('/guide', PAGE);
  replay.keepFile('/_next/static/chunks/main.css', 'text/css', Buffer.from('body{}'));
  assert.equal(replay.page('/guide', '/'), null);
  assert.deepEqual(replay.missing(staticFilesIn(PAGE, '/')), ['/_next/static/chunks/%5Bturbopack%5D_client.js', '/_next/static/chunks/app_page.js']);
});

test('a start with other inputs is answered nothing, and records afresh under its own', () => {
  const dir = keptCopy('key-a');
  const replay = openReplay(dir, 'key-b');
  assert.equal(replay.page('/guide', '/'), null);
  assert.equal(replay.file('/_next/static/chunks/main.css'), null);
  assert.equal(replay.key(), 'key-b');
  assert.deepEqual(replay.routes(), []);
});

test('the copy of other inputs goes when a start opens the folder: it never holds more than one copy', () => {
  const dir = keptCopy('key-a');
  assert.equal(readdirSync(dir).length, 5, 'the index, the page and its three files');
  const replay = openReplay(dir, 'key-b');
  assert.deepEqual(existsSync(dir) ? readdirSync(dir) : [], [], 'the old copy is gone before anything is kept');
  replay.keepPage('/guide', PAGE);
  const names = readdirSync(dir);
  assert.equal(names.length, 2, `only what this start kept: ${names.join(', ')}`);
  assert.ok(names.includes('index.json') && names.some((name) => name.startsWith('page-')));
  openReplay(dir, 'key-b');
  assert.equal(readdirSync(dir).length, 2, 'a start with the same inputs keeps the copy');
  const unreadable = keptCopy('key-a');
  writeFileSync(join(unreadable, 'index.json'), '{ not json');
  openReplay(unreadable, 'key-a');
  assert.equal(existsSync(unreadable), false, 'a copy whose index cannot be read goes too');
});

test('rekey drops what was kept: the next start with the old inputs finds nothing', () => {
  const dir = keptCopy('key-a');
  const replay = openReplay(dir, 'key-a');
  replay.rekey('key-c');
  assert.equal(replay.page('/guide', '/'), null);
  assert.deepEqual(replay.routes(), []);
  assert.equal(openReplay(dir, 'key-a').page('/guide', '/'), null);
  replay.keepPage('/guide', PAGE);
  assert.deepEqual(openReplay(dir, 'key-c').routes(), ['/guide'], 'what is kept after goes under the new inputs');
});

test('a copy whose index cannot be read, or whose files went, answers nothing', () => {
  const dir = keptCopy('key-a');
  writeFileSync(join(dir, 'index.json'), '{ not json');
  assert.equal(openReplay(dir, 'key-a').page('/guide', '/'), null);
  const other = keptCopy('key-a');
  const kept = openReplay(other, 'key-a');
  rmSync(other, { recursive: true, force: true });
  assert.equal(kept.page('/guide', '/'), null);
  assert.equal(kept.file('/_next/static/chunks/main.css'), null);
});

test("replayKey changes with the frame Next reads and with the dev settings, and not with anything else in the environment", () => {
  const root = tempDir('replay-key');
  mkdirSync(join(root, '.generated'), { recursive: true });
  writeFileSync(join(root, FRAME_FILE), '{"docs":[]}');
  const env = { NODE_ENV: 'development', DOCS_DOCSEARCH: '0' } as const;
  const key = replayKey(root, env);
  assert.equal(replayKey(root, { ...env, UNRELATED: 'x' }), key);
  assert.notEqual(replayKey(root, { ...env, DOCS_DEV_SOURCE_MAPS: '1' }), key);
  assert.notEqual(replayKey(root, { ...env, DOCS_DOCSEARCH: '1' }), key);
  assert.notEqual(replayKey(root, { ...env, BASE_PATH: 'docs' }), key);
  writeFileSync(join(root, FRAME_FILE), '{"docs":[{"title":"New"}]}');
  assert.notEqual(replayKey(root, env), key);
});
