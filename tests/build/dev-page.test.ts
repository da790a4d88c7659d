/**
 * One page assembly: a doc page served by `npm run dev` is the page the build ships, finished by
 * the same code (`assembleNextPage`). The contract fixture is built into `out/` and then served by
 * `npm run dev`; a doc page has the same article, the same head metadata and the same policy
 * apart from what dev adds (`'unsafe-eval'`, the hot-reload socket, the hashes of its own inline
 * scripts). Next's dev output is checked against what `npm run dev` assumes of it (the
 * `dev-page-html`, `dev-payload-request` and `dev-frame-prop` assumptions of `lib/next-contract/`).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { scriptHash } from '../../lib/export/csp';
import { devFrameMarker, devPayloadRequest, NEXT_ASSUMPTIONS } from '../../lib/next-contract';
import { isPayloadText } from '../../lib/next-contract/payload';
import { buildEnv } from './build-env';
import { startDev, type DevProcess } from './dev-process';

const FIXTURE = 'tests/fixtures/contract-site';
const ROUTE = '/guide/page/';

let out = '';
let dev: DevProcess | null = null;
let origin = '';

before(async () => {
  const built = spawnSync('npx', ['tsx', 'scripts/build.ts'], { encoding: 'utf8', env: buildEnv({ DOCS_CONTENT_DIR: FIXTURE, BASE_PATH: '' }) });
  assert.equal(built.status, 0, built.stderr + built.stdout);
  out = mkdtempSync(join(tmpdir(), 'dev-page-out-'));
  cpSync('out', out, { recursive: true });
  dev = await startDev(FIXTURE);
  origin = dev.origin;
});

after(async () => {
  await dev?.stop();
  rmSync(out, { recursive: true, force: true });
});

const served = async (path: string) => (await fetch(`${origin}${path}`)).text();
const built = (file: string) => readFileSync(join(out, file), 'utf8');

/** The page's policy, directive by directive. */
function policyOf(html: string): Map<string, string[]> {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];
  assert.ok(content, 'the page has a policy');
  return new Map(content.replace(/&quot;/g, '"').replace(/&amp;/g, '&').split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
}

/** The text of every inline script the browser runs. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter((match) => !/type="application\/(ld\+)?json"/.test(match[1])).map((match) => match[2]);
}

/** The head's metadata: title, named and property metas, and the canonical, alternate and icon links. */
function headMetadata(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<title>[^<]*<\/title>|<meta (?:name|property)="[^"]*"[^>]*>|<link rel="(?:canonical|alternate|icon|apple-touch-icon)"[^>]*>/g)].map((match) => match[0]);
}

test(`${NEXT_ASSUMPTIONS.devPage.name}: a doc page under npm run dev is finished like the export's: policy after the charset, the loader, the body in its slot`, async () => {
  const page = await served(ROUTE);
  assert.doesNotMatch(page, /Next contract "/);
  assert.match(page, /<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="/);
  assert.match(page, /<script src="\/_next\/static\/start\/[0-9a-f]+\.js" data-scripts="[^"]+" async=""><\/script>/);
  assert.doesNotMatch(page, /<script src="[^"]+" async=""><\/script>/, 'no startup script is left for the browser to run before the loader');
  assert.equal((await fetch(`${origin}${/src="(\/_next\/static\/start\/[^"]+)"/.exec(page)![1]}`)).status, 200, 'the dev server serves the loader');
});

test('the same article as the built page', async () => {
  const body = built('guide/page/index.body.txt');
  assert.ok(built('guide/page/index.html').includes(body));
  assert.ok((await served(ROUTE)).includes(body), 'the dev page holds the body the build wrote');
});

test('the same head metadata as the built page', async () => {
  const metadata = headMetadata(built('guide/page/index.html'));
  assert.ok(metadata.length >= 10, metadata.join('\n'));
  assert.deepEqual(headMetadata(await served(ROUTE)), metadata);
});

test('the same policy apart from what dev adds: its inline scripts, the hot-reload socket and unsafe-eval', async () => {
  const shipped = built('guide/page/index.html');
  const page = await served(ROUTE);
  const [buildPolicy, devPolicy] = [policyOf(shipped), policyOf(page)];
  assert.deepEqual([...devPolicy.keys()], [...buildPolicy.keys()]);
  for (const [directive, sources] of buildPolicy) {
    if (directive === 'script-src') continue;
    const added = directive === 'connect-src' ? [`ws://${new URL(origin).host}`] : [];
    assert.deepEqual(devPolicy.get(directive), [...sources, ...added], directive);
  }
  const unhashed = (sources: string[]) => sources.filter((source) => !source.startsWith("'sha256-"));
  assert.deepEqual(unhashed(devPolicy.get('script-src')!), [...unhashed(buildPolicy.get('script-src')!), "'unsafe-eval'"]);
  for (const [html, policy] of [[shipped, buildPolicy], [page, devPolicy]] as const) {
    for (const script of inlineScripts(html)) assert.ok(policy.get('script-src')!.includes(scriptHash(script)), `an inline script runs by its hash: ${script.slice(0, 60)}`);
  }
});

test(`${NEXT_ASSUMPTIONS.devPayloadRequest.name}: next dev answers a page's ?_rsc request with the RSC header by the page's payload`, async () => {
  const { url, headers } = devPayloadRequest(ROUTE);
  const answer = await fetch(`${origin}${url}`, { headers });
  assert.equal(answer.status, 200);
  assert.match(answer.headers.get('content-type') ?? '', /^text\/x-component/);
  assert.ok(isPayloadText(await answer.text()), 'a Flight payload, not an HTML page');
});

test(`${NEXT_ASSUMPTIONS.devFrameProp.name}: next dev's payload carries the frame it renders`, async () => {
  const version = /FRAME_VERSION = '([^']+)'/.exec(readFileSync('.generated/frame-version.ts', 'utf8'))![1];
  const { url, headers } = devPayloadRequest('/');
  const payload = await (await fetch(`${origin}${url}`, { headers })).text();
  assert.ok(payload.includes(devFrameMarker(version)), `no ${devFrameMarker(version)} in the payload`);
});

test('a path that is no page answers 404 with the not-found page, finished like every page (it never reaches Next)', async () => {
  const answer = await fetch(`${origin}/no-such-page/`);
  assert.equal(answer.status, 404);
  const html = await answer.text();
  assert.match(html, /<title>Page Not Found \|/);
  assert.match(html, /<h1>Page Not Found<\/h1>/);
  assert.match(html, /Content-Security-Policy[^>]*'unsafe-eval'/);
  assert.match(html, /data-scripts=/);
});
