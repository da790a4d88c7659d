/**
 * The Next contract (`lib/next-contract/`), checked against Next's real output: a four-page
 * fixture site is built through the real pipeline, with and without a base path, with Next
 * rendering every page (`DOCS_STAMP=0`), and each named assumption is asserted on the raw export
 * and on Next's terminal lines before the export pass runs. Then the same site is built as a
 * build does it, most doc pages written from templates (`lib/site/page-plan.ts`), and every page
 * is compared with the one Next rendered. An assumption about `next dev` or the router is checked
 * by the test file its `checkedBy` names (`tests/build/dev-page.test.ts`, `dev-loop.test.ts`,
 * `tests/e2e/dev.spec.ts`, `navigation.spec.ts`, `base-path.spec.ts`), in a test named after it;
 * the first test here holds every assumption to that. A Next upgrade that changes its output
 * fails the test named after the assumption it breaks.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { exportSite } from '../../lib/export/export-site';
import { foldNextOutput, isSegmentFile, NEXT_ASSUMPTIONS, PRERENDERED_FRAMES_DIR, prerenderedFrameFile, readFrame, readInlineFlight } from '../../lib/next-contract';
import { isPayloadText, readPayload } from '../../lib/next-contract/payload';
import { planPages } from '../../lib/site/page-plan';
import { flightTree } from './flight-tree';
import type { SiteModel } from '../../lib/site/model';
import { BODY_FILE, pageFile } from '../../lib/urls';
import { buildEnv } from './build-env';
import { fixture, modelOf } from '../unit/helpers/model';

const FIXTURE = 'tests/fixtures/contract-site';

/** What the last `rawExport` printed: the build's lines, and Next's as Next printed them. */
let printed = '';

/** Builds the fixture with `next build` and keeps the raw export (before the export pass); `stamp` as `DOCS_STAMP`. */
function rawExport(basePath: string, stamp = '0'): string {
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts', '--no-export'], {
    encoding: 'utf8',
    env: buildEnv({ NODE_ENV: 'production', DOCS_CONTENT_DIR: FIXTURE, BASE_PATH: basePath, DOCS_STAMP: stamp, BUILD_ID: 'contract-test', DOCS_NEXT_OUTPUT: 'all' }),
  });
  assert.equal(result.status, 0, result.stderr + result.stdout);
  printed = result.stdout;
  const copy = mkdtempSync(join(tmpdir(), 'next-contract-'));
  cpSync('out', copy, { recursive: true });
  return copy;
}

test('every assumption is checked by a test named after it, here or in the test files it names', () => {
  for (const [key, assumption] of Object.entries(NEXT_ASSUMPTIONS)) {
    assert.ok(assumption.checkedBy.length > 0, `${assumption.name} names no test`);
    for (const file of assumption.checkedBy) {
      assert.ok(readFileSync(file, 'utf8').includes(`NEXT_ASSUMPTIONS.${key}.name`), `${file} has no test named after ${assumption.name} (\`NEXT_ASSUMPTIONS.${key}.name\` in its title)`);
    }
  }
});

/**
 * What a finished page says: its markup (the policy left out, whose hashes follow how the inline
 * Flight data is cut into scripts) and its inline Flight data as one resolved tree.
 */
function pageMeaning(html: string, file: string) {
  const flight = readInlineFlight(html, file);
  let markup = '';
  let at = 0;
  for (const script of flight.scripts) {
    markup += html.slice(at, script.start);
    at = script.end;
  }
  return { markup: (markup + html.slice(at)).replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, ''), flight: flightTree(flight.text) };
}

for (const basePath of ['/', '/docs/core/']) {
  describe(`Next's export${basePath === '/' ? '' : ` under ${basePath}`}`, () => {
    let model: SiteModel;
    let out = '';
    let nextPrinted = '';
    before(async () => {
      model = await modelOf(fixture('contract-site'), { config: { basePath } });
      out = rawExport(basePath);
      nextPrinted = printed.slice(printed.indexOf('▲ Next.js'));
    });
    after(() => rmSync(out, { recursive: true, force: true }));
    const read = (file: string) => readFileSync(join(out, file), 'utf8');
    const pages = () => model.docs.map((doc) => ({ doc, html: pageFile(doc.route, 'html'), payload: pageFile(doc.route, 'payload'), body: BODY_FILE }));

    test(NEXT_ASSUMPTIONS.pageHtml.name, () => {
      for (const page of pages()) assert.ok(existsSync(join(out, page.html)), page.html);
    });

    test(NEXT_ASSUMPTIONS.pagePayload.name, () => {
      for (const page of pages()) assert.ok(isPayloadText(read(page.payload)), page.payload);
    });

    test(NEXT_ASSUMPTIONS.payloadBodySrc.name, () => {
      for (const page of pages()) readPayload(read(page.payload), page.payload, page.body);
    });

    test(NEXT_ASSUMPTIONS.payloadChunks.name, () => {
      for (const page of pages()) {
        for (const chunk of readPayload(read(page.payload), page.payload, page.body)) {
          assert.ok(chunk.startsWith(`${basePath}_next/static/`), chunk);
          assert.ok(existsSync(join(out, chunk.slice(basePath.length))), chunk);
        }
      }
    });

    test(`${NEXT_ASSUMPTIONS.charset.name}, ${NEXT_ASSUMPTIONS.headEnd.name}, ${NEXT_ASSUMPTIONS.startupScripts.name}, ${NEXT_ASSUMPTIONS.inlineScripts.name}`, () => {
      for (const file of readdirSync(out, { recursive: true }).map(String).filter((name) => name.endsWith('.html'))) {
        const anchors = readFrame(read(file), file, false);
        assert.ok(anchors.startupScripts.length > 0, file);
        assert.ok(anchors.inlineScripts.some((script) => script.includes('self.__next_f')), `${file}: the Flight data is inline`);
      }
    });

    test(NEXT_ASSUMPTIONS.bodySlot.name, () => {
      for (const page of pages()) assert.ok(readFrame(read(page.html), page.html, true).bodyAt! > 0, page.html);
    });

    test(NEXT_ASSUMPTIONS.segmentFiles.name, () => {
      const segments = readdirSync(out, { recursive: true }).map(String).filter((name) => isSegmentFile(name.split('/').pop()!));
      assert.ok(segments.length >= model.docs.length, `${segments.length} segment files`);
    });

    test(NEXT_ASSUMPTIONS.prerenderedFrame.name, () => {
      for (const page of pages()) {
        const copy = readFileSync(join(PRERENDERED_FRAMES_DIR, prerenderedFrameFile(page.doc.route)), 'utf8');
        assert.ok(copy === read(page.html), `${page.html} and Next's copy of it differ`);
      }
    });

    test(`${NEXT_ASSUMPTIONS.buildTerminal.name}: next build's lines fold to its version, its compile time and the number of pages it rendered`, () => {
      const lines = nextPrinted.split('\n');
      const rendered = lines.filter((line) => /^✓ Generating static pages using \d+ workers? \((\d+)\/\1\) in \S+$/.test(line));
      assert.equal(rendered.length, 1, `one line says how many pages Next rendered and in what time:\n${nextPrinted}`);
      assert.ok(lines.some((line) => /^Route \(app\)$/.test(line)) && lines.some((line) => /^●\s+\(SSG\)/.test(line)), 'a route table, ended by its legend');
      const fold = foldNextOutput({});
      const kept = lines.map(fold).filter((line): line is string => line !== null && line.trim() !== '');
      const expected = [/^▲ Next\.js \d+\.\d+\.\d+ /, /^✓ Compiled successfully in [\d.]+m?s$/, /^✓ Next rendered \d+ pages, the templates the export writes every page from \([\d.]+m?s\)$/];
      assert.equal(kept.length, expected.length, `what the build prints of Next's lines:\n${kept.join('\n')}`);
      kept.forEach((line, index) => assert.match(line, expected[index]));
    });

    test(NEXT_ASSUMPTIONS.notFoundPage.name, () => {
      assert.ok(existsSync(join(out, '404.html')));
    });

    test(`${NEXT_ASSUMPTIONS.stampedPages.name}, ${NEXT_ASSUMPTIONS.inlineFlight.name}: a page written from its template says what Next's own page says`, async () => {
      const rendered = mkdtempSync(join(tmpdir(), 'next-contract-rendered-'));
      const stamped = rawExport(basePath, '1');
      const templatesDir = mkdtempSync(join(tmpdir(), 'next-contract-templates-'));
      try {
        cpSync(out, rendered, { recursive: true });
        await exportSite(model, rendered);
        const plan = planPages(model.docs, true);
        assert.ok(plan.templates.length >= 2, 'the fixture has docs of two kinds of metadata');
        assert.equal(plan.templateOf.has('/guide/shell-variables'), false, 'a title starting with "$" is rendered by Next');
        assert.equal(plan.templateOf.has('/guide/page'), true);
        assert.ok(!existsSync(join(stamped, pageFile('/guide/page', 'html'))), 'Next did not render a page written from a template');
        await exportSite(model, stamped, { plan, templatesDir });
        for (const template of plan.templates) assert.ok(!existsSync(join(stamped, template.segment)), `the template ${template.segment} is not left in the export`);
        for (const doc of model.docs) {
          const html = pageFile(doc.route, 'html');
          const payload = pageFile(doc.route, 'payload');
          assert.deepEqual(pageMeaning(readFileSync(join(stamped, html), 'utf8'), html), pageMeaning(readFileSync(join(rendered, html), 'utf8'), html), html);
          assert.deepEqual(flightTree(readFileSync(join(stamped, payload), 'utf8')), flightTree(readFileSync(join(rendered, payload), 'utf8')), payload);
        }
      } finally {
        for (const dir of [rendered, stamped, templatesDir]) rmSync(dir, { recursive: true, force: true });
      }
    });

    test('the export pass finishes the raw export, and a page whose script tags differ fails it naming "startup-scripts"', async () => {
      const broken = mkdtempSync(join(tmpdir(), 'next-contract-broken-'));
      try {
        cpSync(out, broken, { recursive: true });
        const file = pageFile('/guide/page', 'html');
        writeFileSync(join(broken, file), read(file).replace(/<script src="([^"]+)" async=""><\/script>/g, '<script src="$1" defer></script>'));
        await assert.rejects(() => exportSite(model, broken), /Next contract "startup-scripts" does not hold for guide\/page\/index\.html/);
        const report = await exportSite(model, out);
        assert.deepEqual(report.brokenLinks, []);
        assert.equal(report.searchPages, model.docs.length);
      } finally {
        rmSync(broken, { recursive: true, force: true });
      }
    });
  });
}
