/**
 * What `npm run dev` assumes of `next dev` while a writer works (`lib/next-contract/`): a new
 * page is announced once Next has loaded the static params that hold it, without Next printing a
 * failed request on the way (`dev-static-params`); the terminal shows Next's failures once and nothing of
 * the requests it answered (`dev-terminal-lines`); Next's own error page passes through the dev
 * server unfinished (`dev-error-pages`). Runs on a copy of `tests/fixtures/dev-site`.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { NEXT_ASSUMPTIONS } from '../../lib/next-contract';
import { devSettled, devStatus, startDev, type DevProcess } from './dev-process';

let contentDir = '';
let dev: DevProcess;

before(async () => {
  contentDir = mkdtempSync(join(tmpdir(), 'dev-loop-'));
  cpSync('tests/fixtures/dev-site', contentDir, { recursive: true });
  dev = await startDev(contentDir);
});

after(async () => {
  await dev?.stop();
  rmSync(contentDir, { recursive: true, force: true });
});

/** Next's request lines among what `npm run dev` printed since `from`. */
const requestLines = (from: number) => dev.printed().slice(from).split('\n').filter((line) => /^\s*(GET|HEAD|POST) \//.test(line));

test(`${NEXT_ASSUMPTIONS.devStaticParams.name}: a new page is announced once Next serves it, and no request on the way fails`, async () => {
  const from = dev.printed().length;
  const version = (await devStatus(dev.origin))!.version;
  writeFileSync(join(contentDir, 'brand-new.mdx'), '---\ntitle: Brand new\n---\n\nA page written while the dev server runs.\n');
  await devSettled(dev.origin, version + 1);
  const answer = await fetch(`${dev.origin}/brand-new/`);
  assert.equal(answer.status, 200);
  assert.match(await answer.text(), /A page written while the dev server runs\./);
  assert.deepEqual(requestLines(from), [], 'Next printed no failed request while the page was picked up');
});

test(`${NEXT_ASSUMPTIONS.devTerminal.name}: the requests Next answers are left out, a failed one is printed once`, async () => {
  const from = dev.printed().length;
  assert.equal((await fetch(`${dev.origin}/guide/`)).status, 200);
  assert.equal((await fetch(`${dev.origin}/_next/static/no-such-chunk.js`)).status, 404);
  for (let tries = 0; tries < 50 && !requestLines(from).length; tries += 1) await new Promise((done) => setTimeout(done, 100));
  await new Promise((done) => setTimeout(done, 500));
  const lines = requestLines(from);
  assert.equal(lines.length, 1, lines.join('\n'));
  assert.match(lines[0], /^\s*GET \/_next\/static\/no-such-chunk\.js 404 in /);
});

test(`${NEXT_ASSUMPTIONS.devErrorPages.name}: Next's own error page (a failed compile) passes through unfinished, with its status`, async () => {
  const versionFile = '.generated/frame-version.ts';
  const good = readFileSync(versionFile, 'utf8');
  try {
    writeFileSync(versionFile, 'export const FRAME_VERSION: string = ;\n');
    let answer: Response | null = null;
    for (let tries = 0; tries < 100; tries += 1) {
      answer = await fetch(`${dev.origin}/guide/`);
      if (answer.status !== 200) break;
      await new Promise((done) => setTimeout(done, 200));
    }
    assert.ok(answer && answer.status >= 500, `status ${answer?.status}`);
    const html = await answer.text();
    assert.doesNotMatch(html, /Content-Security-Policy/, 'not finished as a doc page');
    assert.doesNotMatch(html, /Next contract "/);
  } finally {
    writeFileSync(versionFile, good);
  }
  for (let tries = 0; tries < 150; tries += 1) {
    if ((await fetch(`${dev.origin}/guide/`)).status === 200) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  assert.fail('Next did not recover once the module was put back');
});
