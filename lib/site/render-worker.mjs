// Entry of a render process: it starts without the parent's loaders, so it registers tsx before
// loading the TypeScript module.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
