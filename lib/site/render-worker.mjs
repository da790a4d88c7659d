// Entry of a render worker thread: the build runs TypeScript through tsx, which a worker does not
// inherit, so the worker registers it before loading the TypeScript module.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
