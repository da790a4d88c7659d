import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { backgroundWrites } from '../../lib/export/background-writes';
import { stampFlight, stampHtml } from '../../lib/export/stamp';
import { keptTemplates, takeTemplates } from '../../lib/export/templates';
import { checkPayloadInExport, inlineFlightScript, readInlineFlight } from '../../lib/next-contract';
import type { DocEntry } from '../../lib/site/frame';
import { isStampable, planPages, TEMPLATE_TOKENS } from '../../lib/site/page-plan';

function doc(route: string, extra: Partial<DocEntry> = {}): DocEntry {
  return {
    id: route.slice(1) || 'index',
    file: `content${route}.mdx`,
    contentPath: `${route.slice(1)}.mdx`,
    route,
    title: 'Usage',
    sidebarLabel: 'Usage',
    paginationLabel: 'Usage',
    description: 'Every command.',
    keywords: [],
    hideTitle: false,
    toc: null,
    lastUpdated: Date.UTC(2024, 4, 6),
    ...extra,
  };
}

const config = { tagline: 'The tagline' };

test('one template per kind of metadata; the home page and unstampable docs are rendered by Next', () => {
  const docs = [doc('/'), doc('/a'), doc('/b', { keywords: ['x'] }), doc('/c', { lastUpdated: null }), doc('/d'), doc('/e', { title: '$HOME' })];
  const plan = planPages(docs, true);
  assert.deepEqual(plan.templates.map((template) => template.segment), ['zzdocsroute0zz', 'zzdocsroute2zz', 'zzdocsroute3zz']);
  assert.equal(plan.templateOf.get('/a'), plan.templateOf.get('/d'));
  assert.deepEqual(plan.templateOf.get('/b')!.entry.keywords, [TEMPLATE_TOKENS.keywords]);
  assert.equal(plan.templateOf.get('/c')!.entry.lastUpdated, null);
  assert.deepEqual(plan.rendered.map((entry) => entry.route), ['/', '/e', '/zzdocsroute0zz', '/zzdocsroute2zz', '/zzdocsroute3zz']);
  assert.deepEqual(planPages(docs, false).rendered, docs, 'with stamping off Next renders every doc');
});

test('a token stands only for values Flight and URLs write as they are', () => {
  assert.equal(isStampable(doc('/cli/usage')), true);
  assert.equal(isStampable(doc('/café')), false);
  assert.equal(isStampable(doc('/a b')), false);
  assert.equal(isStampable(doc('/a', { title: ' Padded ' })), false);
  assert.equal(isStampable(doc('/a', { title: '' })), false);
  assert.equal(isStampable(doc('/a', { description: '$5 a month' })), false);
  assert.equal(isStampable(doc('/a', { keywords: ['$x'] })), false);
  assert.equal(isStampable(doc('/a', { title: 'About zzdocs tokens' })), false);
});

const template = planPages([doc('/a')], true).templates[0];
const iso = new Date(TEMPLATE_TOKENS.lastUpdated).toISOString();
const flight = [
  '0:{"P":null,"c":["","zzdocsroute2zz",""],"q":"","i":false}',
  '1:[["children",{"s":{"n":"slug","t":"oc","k":"zzdocsroute2zz"}}]]',
  `2:[["$","title","0",{"children":"zzdocstitlezz | Site"}],["$","meta","1",{"name":"description","content":"zzdocsdescriptionzz"}],["$","link","2",{"rel":"canonical","href":"https://x.org/zzdocsroute2zz/"}],["$","meta","3",{"property":"article:modified_time","content":"${iso}"}]]`,
  '',
].join('\n');

test('a payload gets the route as its path array and segment key, and the values as Flight writes strings', () => {
  const stamped = stampFlight(flight, template, doc('/cli/usage', { title: 'Say "hi" <now>', description: '' }), config, 'x.txt');
  assert.match(stamped, /^0:\{"P":null,"c":\["","cli","usage",""\]/);
  assert.match(stamped, /"k":"cli\/usage"/);
  assert.match(stamped, /"children":"Say \\"hi\\" <now> \| Site"/);
  assert.match(stamped, /"content":"The tagline"/, 'a doc without a description has the tagline');
  assert.match(stamped, /"href":"https:\/\/x.org\/cli\/usage\/"/);
  assert.match(stamped, /"content":"2024-05-06T00:00:00.000Z"/);
});

test('a template that breaks the assumption names it', () => {
  assert.throws(() => stampFlight(flight.replace('"c":["","zzdocsroute2zz",""]', '"c":[]'), template, doc('/a'), config, 'x.txt'), /"stamped-pages" .*x\.txt.*no path arrays/);
  assert.throws(() => stampFlight(`${flight}3:"zzdocsother"\n`, template, doc('/a'), config, 'x.txt'), /"stamped-pages" .*a template token left/);
});

test('a page gets the values escaped as HTML, and its Flight data joined, stamped and written as one chunk', () => {
  const [first, second] = [flight.slice(0, 70), flight.slice(70)];
  const html = `<html><head><title>zzdocstitlezz | Site</title><meta name="description" content="zzdocsdescriptionzz"/></head><body><div>x</div>${inlineFlightScript(first)}<script>other()</script>${inlineFlightScript(second)}</body></html>`;
  const stamped = stampHtml(html, template, doc('/cli/usage', { title: 'A & <b>' }), config, 'x.html');
  assert.match(stamped, /<title>A &amp; &lt;b&gt; \| Site<\/title><meta name="description" content="Every command."\/>/);
  const { text, scripts } = readInlineFlight(stamped, 'x.html');
  assert.equal(scripts.length, 1);
  assert.equal(text, stampFlight(flight, template, doc('/cli/usage', { title: 'A & <b>' }), config, 'x.html'));
  assert.match(stamped, /<\/script><script>other\(\)<\/script><\/body>/, 'other scripts stay where they were');
  assert.doesNotMatch(stamped, /<b>/, 'the inline data escapes "<"');
});

test('inline Flight data round-trips, and a binary chunk breaks the assumption', () => {
  const text = '0:"<a> & \u2028"\n';
  const script = inlineFlightScript(text);
  assert.doesNotMatch(script.slice(8, -9), /[<>&\u2028]/);
  assert.equal(readInlineFlight(script, 'x.html').text, text);
  assert.throws(() => readInlineFlight('<script>self.__next_f.push([3,"AAAA"])</script>', 'x.html'), /"inline-flight" .*kind 3/);
  assert.throws(() => readInlineFlight('<p>no data</p>', 'x.html'), /"inline-flight"/);
});

test('templates are taken out of the export, kept under a hash of their text, and read back for a build that skips Next', async () => {
  const root = mkdtempSync(join(tmpdir(), 'templates-'));
  try {
    const out = join(root, 'out');
    const keep = join(root, 'keep');
    const plan = planPages([doc('/a')], true);
    mkdirSync(join(out, template.segment), { recursive: true });
    mkdirSync(join(out, '_next/static/chunks'), { recursive: true });
    writeFileSync(join(out, template.segment, 'index.html'), '<html>template</html>');
    writeFileSync(join(out, template.segment, 'index.txt'), '1:I[1,["/_next/static/chunks/a.js"],"DocBody"]\n2:["$","$L1",null,{"bodySrc":"index.body.txt"}]\n');
    writeFileSync(join(out, '_next/static/chunks/a.js'), '');
    const files = new Set([`${template.segment}/index.html`, `${template.segment}/index.txt`, '_next/static/chunks/a.js']);
    const taken = takeTemplates(plan, out, files, keep, '/');
    assert.equal(taken.pages.get(template.segment)!.html, '<html>template</html>');
    assert.equal(existsSync(join(out, template.segment)), false);
    assert.deepEqual([...files], ['_next/static/chunks/a.js']);
    const hash = taken.kept[template.segment];
    assert.equal(keptTemplates(plan, keep, taken.kept).get(template.segment)!.payload, readFileSync(join(keep, `${hash}.txt`), 'utf8'));
    writeFileSync(join(keep, `${hash}.txt`), 'another payload');
    assert.throws(() => keptTemplates(plan, keep, taken.kept), /not the one the last build kept/);
    rmSync(keep, { recursive: true });
    assert.throws(() => keptTemplates(plan, keep, taken.kept), /lost the template page/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('background writes make the folders, end before idle, and report a failure', async () => {
  const root = mkdtempSync(join(tmpdir(), 'writes-'));
  try {
    const writes = backgroundWrites();
    for (let n = 0; n < 50; n += 1) {
      await writes.room();
      writes.write(join(root, `d${n % 3}`, `f${n}.txt`), `file ${n}`);
    }
    await writes.idle();
    assert.equal(readFileSync(join(root, 'd2', 'f47.txt'), 'utf8'), 'file 47');
    writeFileSync(join(root, 'plain'), '');
    writes.write(join(root, 'plain', 'under-a-file.txt'), 'x');
    await assert.rejects(writes.idle());
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a payload whose chunks are not all in the export breaks the "payload-chunk-urls" assumption', () => {
  const payload = '0:{"b":"x"}\n1:I["/docs/_next/static/chunks/app.js"]\n2:{"bodySrc":"index.body.txt"}\n';
  const exported = new Set(['_next/static/chunks/app.js']);
  assert.doesNotThrow(() => checkPayloadInExport(payload, 'guide/index.txt', 'index.body.txt', exported, '/docs/'));
  assert.throws(() => checkPayloadInExport(payload, 'guide/index.txt', 'index.body.txt', new Set(), '/docs/'), /"payload-chunk-urls" does not hold for guide\/index\.txt: .*\/docs\/_next\/static\/chunks\/app\.js, which is not in the export/);
  assert.throws(() => checkPayloadInExport(payload, 'guide/index.txt', 'index.body.txt', exported, '/'), /which is not in the export/, 'a chunk outside the base path');
  assert.throws(() => checkPayloadInExport(payload, 'guide/index.txt', 'other.txt', exported, '/docs/'), /"payload-body-src"/);
});
