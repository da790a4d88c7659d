/**
 * The build's four stages, in the order `scripts/build.ts` runs them, and what each reads and
 * writes: the one place that says so. The incremental checks read these lists (a render is keyed
 * by the renderer's code, `RENDERER_CODE`; `next build` is skipped while `STAGES.next` reads the
 * same), and the one record of the last build (`build-record.ts`) says what each stage produced.
 * `docs/build.md` walks through them.
 */
import { join } from 'node:path';
import { PRERENDERED_FRAMES_DIR } from '../next-contract';
import { FRAME_FILE, FRAME_VERSION_FILE } from './frame';

/** The build's own cache, relative to the project root. `npm run build -- --clean` deletes it. */
export const CACHE_DIR = join('.cache', 'build');

/** Each doc's render, by a key of everything it read (content-addressed: `build-cache.ts`). */
export const RENDER_CACHE_DIR = join(CACHE_DIR, 'render');

/** The template pages Next rendered, by a hash of their text, for builds that skip Next (`lib/export/templates.ts`). */
export const TEMPLATES_DIR = join(CACHE_DIR, 'templates');

/** The record of the last build (`build-record.ts`). */
export const RECORD_FILE = join(CACHE_DIR, 'record.json');

/** The code that renders a doc: a change to any of it misses every cached render. */
export const RENDERER_CODE = ['lib', 'components/mdx', 'package-lock.json'] as const;

/** The MCP server's code, bundled into `out/` by the export stage: bundled again only when it or the site's address changed. */
export const MCP_SERVER_CODE = ['mcp', 'lib', 'scripts/command-line.mjs', 'package-lock.json'] as const;

/** Settings in the environment that `site.config.ts` reads: every stage after the config sees them. */
const CONFIG_ENV = ['BASE_PATH', 'SITE_URL', 'EDIT_URL', 'DOCSEARCH_APP_ID', 'DOCSEARCH_API_KEY', 'DOCSEARCH_INDEX_NAME', 'GA_MEASUREMENT_ID', 'ANALYTICS_ENDPOINT'] as const;

export type StageName = 'model' | 'frame' | 'next' | 'export';

/** One stage: what it does, and what it reads and writes. Paths are relative to the project root. */
interface Stage {
  does: string;
  /** Earlier stages whose output it takes. */
  after: readonly StageName[];
  /** Files and folders it reads (folders read whole). */
  reads: readonly string[];
  /** Settings it reads from the environment. */
  env: readonly string[];
  /** What it leaves on disk. */
  writes: readonly string[];
}

export const STAGES: Record<StageName, Stage> = {
  model: {
    does: 'read and render every doc once (cached renders reused), resolve includes and the sidebar, run every check',
    after: [],
    reads: ['content (DOCS_CONTENT_DIR)', 'sidebar.config.ts', 'site.config.ts', ...RENDERER_CODE],
    env: ['DOCS_CONTENT_DIR', ...CONFIG_ENV],
    writes: [RENDER_CACHE_DIR],
  },
  frame: {
    does: 'plan the pages Next renders (home, templates, docs no template stands for) and write their metadata and the checked config',
    after: ['model'],
    reads: [],
    env: ['DOCS_STAMP'],
    writes: [FRAME_FILE, FRAME_VERSION_FILE],
  },
  next: {
    does: '`next build`: render the planned pages into out/, skipped while nothing it reads changed',
    after: ['frame'],
    reads: [FRAME_FILE, 'app', 'components', 'lib', 'public', 'site.config.ts', 'next.config.mjs', 'package-lock.json', 'tsconfig.json'],
    env: [...CONFIG_ENV, 'BUILD_ID', 'NODE_ENV'],
    writes: ['out', PRERENDERED_FRAMES_DIR, join('.next', 'cache')],
  },
  export: {
    does: 'finish every page (body, scripts, policy) and write the files made from the model; only changed pages when Next was skipped',
    after: ['model', 'frame', 'next'],
    reads: [],
    env: [],
    writes: ['out', TEMPLATES_DIR],
  },
};
