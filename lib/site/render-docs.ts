/**
 * Renders the docs of a build: each from the cache when its key and lookups still hold, the rest
 * on every core (child processes; in this process when there are too few to be worth starting them).
 * Processes rather than worker threads: a thread's memory stays with this process after it ends
 * (bench/README.md), held through `next build`; a process gives it back.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocToRender, RenderedDoc } from '../render/render-doc';
import { lookupsUnchanged, renderKey, rendererVersion, type RenderCache } from './build-cache';
import { renderContextOf, type RenderJob } from './render-job';
import { BUNDLE_DIR_ENV } from '../typescript-import';

/** Below this many docs to render, starting workers costs more than it saves. */
const WORKER_THRESHOLD = 150;
/** Docs sent to a worker at a time. */
const BATCH = 40;

/** What a build's renders came to. */
export interface RenderResult {
  rendered: Map<string, RenderedDoc>;
  /** Cache keys of every render this build uses. */
  keys: Set<string>;
  /** Each doc's cache key, by doc id. */
  keyOf: Map<string, string>;
  /** How many docs were rendered (the others came from the cache). */
  renderedCount: number;
}

function workerCount(): number {
  return Math.max(1, availableParallelism());
}

/**
 * A render process, sent the job first (`render-worker.ts`): bundled beside this module's bundle
 * (`scripts/run.mjs`), or through `render-worker.mjs`, which registers tsx.
 */
function startWorker(job: RenderJob): ChildProcess {
  const bundleDir = process.env[BUNDLE_DIR_ENV];
  const entry = bundleDir ? join(bundleDir, 'render-worker.mjs') : fileURLToPath(new URL('./render-worker.mjs', import.meta.url));
  const worker = fork(entry, { serialization: 'advanced', execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  worker.send(job);
  return worker;
}

/** Renders `docs` on worker processes, in batches, keeping their order. */
async function renderOnWorkers(docs: DocToRender[], job: RenderJob): Promise<RenderedDoc[]> {
  const results: RenderedDoc[] = new Array(docs.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(workerCount(), Math.ceil(docs.length / BATCH)) }, () => startWorker(job));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= docs.length) return resolve();
              const start = next;
              next += BATCH;
              worker.once('message', (batch: RenderedDoc[]) => {
                batch.forEach((rendered, offset) => (results[start + offset] = rendered));
                send();
              });
              worker.send(docs.slice(start, start + BATCH));
            };
            worker.once('error', reject);
            worker.once('exit', (code) => next < docs.length && reject(new Error(`a render process exited (code ${code}) before the docs were rendered`)));
            send();
          }),
      ),
    );
  } finally {
    // Their listeners hold this call's results: a process object outlives its process for a while.
    for (const worker of workers) {
      worker.removeAllListeners();
      worker.disconnect();
    }
  }
  return results;
}

/** Loads the renderer into this process ahead of need (`npm run dev`, whose edits render here). */
export const loadRenderer = () => import('../render/render-doc');

/**
 * Renders `docs` in this process. The renderer (remark, rehype, Prism's grammars)
 * is loaded on first use, so a build whose docs all render on workers never holds it.
 */
async function renderHere(docs: DocToRender[], context: ReturnType<typeof renderContextOf>): Promise<RenderedDoc[]> {
  if (!docs.length) return [];
  const { renderDoc, prepareToRender } = await loadRenderer();
  await prepareToRender(docs, context);
  const rendered: RenderedDoc[] = [];
  for (const doc of docs) {
    rendered.push(renderDoc(doc, context));
    // Between docs this process answers requests: `npm run dev` keeps serving the page that is
    // loading and shows a doc saved meanwhile while its first model renders.
    await new Promise((done) => setImmediate(done));
  }
  return rendered;
}

/** Renders every doc, reusing the cache. */
export async function renderDocs(docs: DocToRender[], job: RenderJob, cache: RenderCache): Promise<RenderResult> {
  const context = renderContextOf(job);
  const keyContext = { version: rendererVersion(job.projectRoot), url: job.url, basePath: job.basePath, outputs: job.outputs };
  const rendered = new Map<string, RenderedDoc>();
  const keys = new Set<string>();
  const keyOf = new Map<string, string>();
  const missing: { doc: DocToRender; key: string }[] = [];
  for (const doc of docs) {
    const key = renderKey(doc, keyContext);
    keys.add(key);
    keyOf.set(doc.id, key);
    const cached = cache.get(key);
    if (cached && lookupsUnchanged(cached, doc.id, context.resolveMarkdownLink, context.sizeOf)) rendered.set(doc.id, cached);
    else missing.push({ doc, key });
  }
  const fresh = missing.length >= WORKER_THRESHOLD && workerCount() > 1 ? await renderOnWorkers(missing.map((entry) => entry.doc), job) : await renderHere(missing.map((entry) => entry.doc), context);
  missing.forEach(({ doc, key }, index) => {
    rendered.set(doc.id, fresh[index]);
    cache.set(key, fresh[index], keyContext.version);
  });
  return { rendered: new Map(docs.map((doc) => [doc.id, rendered.get(doc.id)!])), keys, keyOf, renderedCount: missing.length };
}
