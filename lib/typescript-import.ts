/**
 * Imports a TypeScript file a writer edits while a process runs (`site.config.ts`,
 * `sidebar.config.ts`), afresh for each `version`. Under tsx (the tests, `node --import tsx`)
 * Node's own import does it. An entry point bundled by `scripts/run.mjs` (`npm run dev`) has no
 * TypeScript loader: esbuild compiles the file into the bundle's folder first (a syntax error then
 * names the file, line and column, as under tsx).
 */
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The bundle's folder, set by `scripts/run.mjs` before it runs the bundle. */
export const BUNDLE_DIR_ENV = 'DOCS_BUNDLE_DIR';

/** The module `file` exports; a `version` reads the file again rather than answering an earlier import. */
export async function importTypeScript(file: string, version?: number): Promise<Record<string, unknown>> {
  const query = version === undefined ? '' : `?v=${version}`;
  const bundleDir = process.env[BUNDLE_DIR_ENV];
  if (!bundleDir) return import(`${pathToFileURL(file).href}${query}`);
  const { build } = await import('esbuild');
  // Under the project's node_modules, so that the packages a config imports resolve.
  const outfile = join(bundleDir, 'config', `${basename(file, '.ts')}-${version ?? 0}.mjs`);
  await build({ entryPoints: [file], outfile, bundle: true, packages: 'external', format: 'esm', platform: 'node', target: 'node20', logLevel: 'silent' });
  return import(pathToFileURL(outfile).href);
}
