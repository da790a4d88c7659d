/**
 * A render process for `render-docs.ts`: it receives the job first, then batches of docs, and
 * answers each batch with their renders. It exits when its parent disconnects.
 */
import { prepareToRender, renderDoc, type DocToRender } from '../render/render-doc';
import { renderContextOf, type RenderJob } from './render-job';

let context: ReturnType<typeof renderContextOf> | null = null;

// One batch at a time: the parent sends the next once this one is answered.
process.on('message', async (message: RenderJob | DocToRender[]) => {
  if (!context) {
    context = renderContextOf(message as RenderJob);
    return;
  }
  const docs = message as DocToRender[];
  await prepareToRender(docs, context);
  process.send!(docs.map((doc) => renderDoc(doc, context!)));
});

// tsx's loader keeps this process alive; the parent letting go is the end of its work.
process.on('disconnect', () => process.exit(0));
