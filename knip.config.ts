import { existsSync } from 'node:fs';
import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies, found from the project's real entry points. `.ci/run`
 * runs it twice: `npx knip` (everything, tests included) and `npx knip --production` (only what
 * ships, marked `!`, so code that only tests reach is reported too). Both must report nothing.
 */
const production = process.argv.includes('--production');

const config: KnipConfig = {
  entry: [
    // The docs' MCP server, the entry esbuild bundles into out/mcp/ (`mcp/bundle.ts`). Without
    // `--production` knip already reads it from the `mcp` script of package.json.
    ...(production ? ['mcp/main.ts!'] : []),
    // What `npm run …` and the deploy run: the build, dev server, checks and the page-render processes.
    'scripts/*.{ts,mjs}!',
    // Started by path (`lib/site/render-docs.ts`), not imported.
    'lib/site/render-worker.{mjs,ts}!',
    // Read by the hosting test and pasted into CloudFront by the operator (`deploy/README.md`).
    'deploy/cloudfront-function.js!',
    // Imported by the build through `lib/typescript-import.ts`, not by a static import.
    'site.config.ts!',
    'sidebar.config.ts!',
    // Benchmarks, and the bare Next app they measure as the floor.
    'bench/*.{mjs,ts}',
    'bench/floor/app/**/*.tsx',
    'bench/floor/next.config.mjs',
    // Tests (the Playwright and Next plugins add `tests/e2e/*.spec.ts`, `app/` and the root configs).
    'tests/unit/**/*.test.ts',
    'tests/build/*.test.ts',
    'tests/e2e/*.spec.ts',
    'tests/mcp/*.test.ts',
  ],
  project: ['**/*.{ts,tsx,mjs,js,mdx}!', '!tests/**!', '!bench/**!'],
  // Content and fixtures are data, not code: fixture sites and the fake `_next/` chunks tests serve.
  ignore: ['content/**', 'tests/fixtures/**'],
  // Written by the build (`lib/site/frame.ts`) and declared in `lib/site/frame-version.d.ts`: on a
  // fresh clone the import resolves to nothing, after a build to the file.
  ignoreDependencies: existsSync('.generated/frame-version.ts') ? [] : ['@generated/frame-version'],
  // With `--production`, an export its own module uses and only a test imports is a helper tested
  // on its own, not dead code; an export only tests reach is still reported. (Without the flag,
  // an export used only in its own file is reported: drop its `export`.)
  ignoreExportsUsedInFile: production,
};

export default config;
