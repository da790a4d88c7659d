/**
 * The server as one file the site publishes (`out/mcp/airy-docs-mcp.mjs`): everything it
 * imports bundled in, so `node airy-docs-mcp.mjs` runs without a checkout or node_modules. Built
 * with each site, so the server a deployment offers always reads that deployment's files, and
 * it defaults `--site` to the address the site was built for.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
export { MCP_BUNDLE_FILE } from '../lib/constants';


const ENTRY = join(dirname(fileURLToPath(import.meta.url)), 'main.ts');

/** CommonJS dependencies call `require` for Node's modules; an ES module has none of its own (the entry's `#!` line comes first). */
const BANNER = `import { createRequire as __airyCreateRequire } from 'node:module';
const require = __airyCreateRequire(import.meta.url);`;

/** Writes the bundle to `outFile`, answering `--site` by default with `defaultSite` (the site's URL). */
export async function bundleServer(outFile: string, defaultSite: string): Promise<void> {
  mkdirSync(dirname(outFile), { recursive: true });
  await build({
    entryPoints: [ENTRY],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    logLevel: 'error',
    banner: { js: BANNER },
    define: { AIRY_DOCS_DEFAULT_SITE: JSON.stringify(defaultSite) },
  });
}
