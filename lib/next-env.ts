/**
 * The environment our scripts give the `next build` and `next dev` they start: no telemetry,
 * whether DocSearch is configured (`DOCS_DOCSEARCH`, which `next.config.mjs` hands to the search
 * button at compile time, so DocSearch is compiled only for a site that uses it), and how many
 * workers `next build` generates the pages on (`DOCS_NEXT_WORKERS`, read by `next.config.mjs`), and
 * whether it keeps Turbopack's compile cache in `.next/cache` (`DOCS_NEXT_COMPILE_CACHE`).
 */
import { availableParallelism } from 'node:os';

/**
 * From this many pages `next build` generates them on one worker. Each worker holds its own copy of
 * the server bundle and a growing share of the pages' data (measured: bench/README.md);
 * on a big site one worker keeps the build's memory down, and the time it adds is small beside
 * the rest of the build.
 */
export const ONE_WORKER_FROM_PAGES = 5_000;

/** Workers for Next's static generation of `pages` pages: every core, or one on a big site. */
export function nextWorkers(pages: number, cores: number = availableParallelism()): number {
  return pages >= ONE_WORKER_FROM_PAGES ? 1 : cores;
}

/** What `npm run build` knows about the `next build` it starts. */
export interface NextBuildPlan {
  /** How many pages it will generate. */
  pages: number;
  /**
   * Whether this checkout has built before. Writing Turbopack's compile cache costs a little of a
   * cold compile and saves more of the next one (bench/README.md; the next one runs when a title, the sidebar or
   * the app changed), so it is kept where builds repeat and skipped on a first build, such as a
   * fresh clone in CI, where nothing would read it.
   */
  builtBefore: boolean;
}

/** `build`: for `next build` (leave out for `next dev`). An operator's `DOCS_NEXT_WORKERS` wins. */
export function nextEnv(docSearch: boolean, build?: NextBuildPlan): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DOCS_DOCSEARCH: docSearch ? '1' : '0' };
  if (!build) return env;
  if (!process.env.DOCS_NEXT_WORKERS) env.DOCS_NEXT_WORKERS = String(nextWorkers(build.pages));
  env.DOCS_NEXT_COMPILE_CACHE = build.builtBefore ? '1' : '0';
  return env;
}
