/**
 * The environment our scripts give the `next build` and `next dev` they start: no telemetry,
 * whether DocSearch is configured (`DOCS_DOCSEARCH`, which `next.config.mjs` hands to the search
 * button at compile time, so DocSearch is compiled only for a site that uses it), and how many
 * workers `next build` generates the pages on (`DOCS_NEXT_WORKERS`, read by `next.config.mjs`).
 */
import { availableParallelism } from 'node:os';

/**
 * From this many pages `next build` generates them on one worker. Each worker holds its own copy of
 * the server bundle and a growing share of the pages' data (about 0.35 GB each at 10,000 pages);
 * on a big site one worker keeps the build's memory down, and the time it adds is small beside
 * the rest of the build.
 */
export const ONE_WORKER_FROM_PAGES = 5_000;

/** Workers for Next's static generation of `pages` pages: every core, or one on a big site. */
export function nextWorkers(pages: number, cores: number = availableParallelism()): number {
  return pages >= ONE_WORKER_FROM_PAGES ? 1 : cores;
}

/** `pages`: how many pages `next build` will generate (leave out for `next dev`). An operator's `DOCS_NEXT_WORKERS` wins. */
export function nextEnv(docSearch: boolean, pages?: number): NodeJS.ProcessEnv {
  const workers = pages === undefined || process.env.DOCS_NEXT_WORKERS ? {} : { DOCS_NEXT_WORKERS: String(nextWorkers(pages)) };
  return { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DOCS_DOCSEARCH: docSearch ? '1' : '0', ...workers };
}
