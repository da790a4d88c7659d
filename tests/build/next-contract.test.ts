/**
 * The Next contract (`lib/next-contract.ts`), checked against Next's real output: a three-page
 * fixture site is built through the real pipeline, with and without a base path, and each named
 * assumption is asserted on the raw export before the export pass runs. A Next upgrade that
 * changes its output fails the test named after the assumption it breaks.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { exportSite } from '../../lib/export/export-site';
import { isPayloadText, isSegmentFile, NEXT_ASSUMPTIONS, PRERENDERED_FRAMES_DIR, prerenderedFrameFile, readFrame, readPayload } from '../../lib/next-contract';
import type { SiteModel } from '../../lib/site/model';
import { bodyUrl, pageFile } from '../../lib/urls';
import { buildEnv } from './build-env';
import { fixture, modelOf } from '../unit/helpers/model';

const FIXTURE = 'tests/fixtures/contract-site';

/** Builds the fixture with `next build` and keeps the raw export (before the export pass). */
function rawExport(basePath: string): string {
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts', '--no-export'], {
    encoding: 'utf8',
    env: buildEnv({ NODE_ENV: 'production', DOCS_CONTENT_DIR: FIXTURE, BASE_PATH: basePath }),
  });
  assert.equal(result.status, 0, result.stderr + result.stdout);
  const copy = mkdtempSync(join(tmpdir(), 'next-contract-'));
  cpSync('out', copy, { recursive: true });
  return copy;
}

for (const basePath of ['/', '/docs/core/']) {
  describe(`Next's export${basePath === '/' ? '' : ` under ${basePath}`}`, () => {
    let model: SiteModel;
    let out = '';
    before(async () => {
      model = await modelOf(fixture('contract-site'), { config: { basePath } });
      out = rawExport(basePath);
    });
    after(() => rmSync(out, { recursive: true, force: true }));
    const read = (file: string) => readFileSync(join(out, file), 'utf8');
    const pages = () => model.docs.map((doc) => ({ doc, html: pageFile(doc.route, 'html'), payload: pageFile(doc.route, 'payload'), body: bodyUrl(basePath, doc.route) }));

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

    test(`${NEXT_ASSUMPTIONS.charset.name}, ${NEXT_ASSUMPTIONS.startupScripts.name}, ${NEXT_ASSUMPTIONS.inlineScripts.name}`, () => {
      for (const file of readdirSync(out, { recursive: true }).map(String).filter((name) => name.endsWith('.html'))) {
        const anchors = readFrame(read(file), file, null);
        assert.ok(anchors.startupScripts.length > 0, file);
        assert.ok(anchors.inlineScripts.some((script) => script.includes('self.__next_f')), `${file}: the Flight data is inline`);
      }
    });

    test(NEXT_ASSUMPTIONS.bodySlot.name, () => {
      for (const page of pages()) assert.ok(readFrame(read(page.html), page.html, page.body).bodyAt! > 0, page.html);
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

    test(NEXT_ASSUMPTIONS.notFoundPage.name, () => {
      assert.ok(existsSync(join(out, '404.html')));
    });

    test('the export pass finishes the raw export, and a page whose script tags differ fails it naming "startup-scripts"', () => {
      const broken = mkdtempSync(join(tmpdir(), 'next-contract-broken-'));
      try {
        cpSync(out, broken, { recursive: true });
        const file = pageFile('/guide/page', 'html');
        writeFileSync(join(broken, file), read(file).replace(/<script src="([^"]+)" async=""><\/script>/g, '<script src="$1" defer></script>'));
        assert.throws(() => exportSite(model, broken), /Next contract "startup-scripts" does not hold for guide\/page\/index\.html/);
        const report = exportSite(model, out);
        assert.deepEqual(report.brokenLinks, []);
        assert.equal(report.searchPages, model.docs.length);
      } finally {
        rmSync(broken, { recursive: true, force: true });
      }
    });
  });
}
