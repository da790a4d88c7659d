/**
 * A big build renders its docs on child processes (`lib/site/render-docs.ts`): the renders are
 * the ones this process would make, in the docs' order, and no render process outlives the call
 * (they would hold their memory through `next build`).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { loadGrammarsFor, renderDoc, type DocToRender } from '../../lib/render/render-doc';
import { memoryCache } from '../../lib/site/build-cache';
import { renderDocs } from '../../lib/site/render-docs';
import { renderContextOf, type RenderJob } from '../../lib/site/render-job';

/** Enough docs to start the render processes (the threshold is 150). */
const DOCS = 160;

function docs(): DocToRender[] {
  return Array.from({ length: DOCS }, (_, index) => ({
    id: `section/page-${index}`,
    file: `content/section/page-${index}.mdx`,
    route: `/section/page-${index}`,
    // Every 50th doc has a TypeScript block: its render process loads all of Prism's grammars first.
    source: `\n\n## Part ${index}\n\nSee [the next page](/section/page-${(index + 1) % DOCS}) and run:\n\n\`\`\`${index % 50 === 7 ? 'typescript' : 'bash'} title="run.sh"\nairy status --workspace ${index}\n\`\`\`\n\n| key | value |\n| --- | --- |\n| index | ${index} |\n`,
  }));
}

/** Pids of the render processes this process started that are still running. */
function renderProcesses(): string[] {
  const lines = execFileSync('ps', ['-o', 'pid=,ppid=,args=', '-A'], { encoding: 'utf8' }).split('\n');
  return lines.filter((line) => line.includes('render-worker.mjs') && line.trim().split(/\s+/)[1] === String(process.pid));
}

test('docs rendered on child processes equal the renders made in this process, and the processes end', async () => {
  const job: RenderJob = { projectRoot: process.cwd(), url: 'https://docs.example.com', basePath: '', outputs: true, routes: docs().map((doc) => [doc.id, doc.route]) };
  const result = await renderDocs(docs(), job, memoryCache());
  assert.equal(result.renderedCount, DOCS);
  const context = renderContextOf(job);
  await loadGrammarsFor(docs().map((doc) => doc.source));
  for (const doc of docs()) assert.deepEqual(result.rendered.get(doc.id), renderDoc(doc, context), doc.id);
  assert.deepEqual([...result.rendered.keys()], docs().map((doc) => doc.id));
  const deadline = Date.now() + 10_000;
  while (renderProcesses().length && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
  assert.deepEqual(renderProcesses(), [], 'a render process was still running after renderDocs returned');
});
