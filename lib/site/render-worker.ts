/**
 * A worker thread that renders docs for `render-docs.ts`: it receives the job once, then batches
 * of docs, and answers each batch with their renders.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { renderDoc, type DocToRender } from '../render/render-doc';
import { renderContextOf, type RenderJob } from './render-job';

const context = renderContextOf(workerData as RenderJob);

parentPort!.on('message', (docs: DocToRender[]) => {
  parentPort!.postMessage(docs.map((doc) => renderDoc(doc, context)));
});
