/**
 * Static export: `next build` writes the whole site to `out/`.
 * Trailing slashes are on, so every page is `route/index.html` and both `/cli/usage` and
 * `/cli/usage/` are real on any static host (the README explains the choice).
 */
import { availableParallelism } from 'node:os';

const basePath = (process.env.BASE_PATH ?? '').trim().replace(/^\/+|\/+$/g, '');

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  basePath: basePath ? `/${basePath}` : '',
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Types are checked by `npm test` (tsc over app, lib, scripts and tests), once, instead of on
  // every build (its cost to each `next build`: bench/README.md).
  typescript: { ignoreBuildErrors: true },
  // Static generation on every core: Next's default is one less than the cores (one worker on two
  // cores), but the main process only waits while the pages are generated. `npm run build` sets
  // DOCS_NEXT_WORKERS to one on a big site, to keep memory down (lib/next-env.ts).
  experimental: {
    cpus: Number(process.env.DOCS_NEXT_WORKERS) || availableParallelism(),
    // Turbopack's compile cache in `.next/cache`: `npm run build` keeps it where the checkout built
    // before and skips writing it on a first build (lib/next-env.ts); Next's default (on) otherwise.
    turbopackFileSystemCacheForBuild: process.env.DOCS_NEXT_COMPILE_CACHE !== '0',
  },
  // Whether DocSearch is configured, set by `npm run build` and `npm run dev` from the checked
  // `site.config.ts`: the search button compiles DocSearch's dialog only then (on when unset).
  env: { DOCS_DOCSEARCH: process.env.DOCS_DOCSEARCH ?? '1' },
  // A fixed build id (BUILD_ID) makes two builds of the same inputs byte-identical, for tests.
  ...(process.env.BUILD_ID ? { generateBuildId: () => process.env.BUILD_ID } : {}),
};

/**
 * `npm run dev` only: what makes the writer's first page come sooner (bench/README.md). `next dev`
 * loads a dynamic route's `generateStaticParams` in a new worker on the first request; as a thread
 * it starts faster than as a process. No source maps: they were most of what the first compile
 * wrote (bench/README.md); `DOCS_DEV_SOURCE_MAPS=1` brings them
 * back for debugging the components. React's debug data in the page (below). Not `turbopackLazyDynamicImports`: behind the dev server its
 * chunks answered 404, and the search dialog never opened.
 */
const devExperiments = {
  workerThreads: true,
  // React's debug data inline in the page, not sent on a side channel over the hot-reload socket for
  // the request that rendered it: a page the dev server replays from the last session
  // (lib/dev/replay.ts) names a request this Next never had, and would wait for ever to hydrate.
  reactDebugChannel: false,
  ...(process.env.DOCS_DEV_SOURCE_MAPS === '1' ? {} : { turbopackSourceMaps: false, turbopackInputSourceMaps: false }),
};

export default function config(phase) {
  if (phase !== 'phase-development-server') return nextConfig;
  return { ...nextConfig, experimental: { ...nextConfig.experimental, ...devExperiments } };
}
