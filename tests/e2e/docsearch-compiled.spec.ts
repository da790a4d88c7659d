/**
 * DocSearch is compiled only into a site that configures it (`DOCS_DOCSEARCH`, `next.config.mjs`):
 * the root build (`out/`, no DocSearch) ships none of its code, the DocSearch build
 * (`out-docsearch/`) does. Reads the builds from disk.
 */
import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The chunks of a build that hold DocSearch's dialog. */
function docSearchChunks(outDir: string): string[] {
  const dir = join(outDir, '_next', 'static', 'chunks');
  return readdirSync(dir).filter((name) => name.endsWith('.js') && readFileSync(join(dir, name), 'utf8').includes('DocSearch-Modal'));
}

test('a site without DocSearch ships none of its code; a site with it does', () => {
  expect(docSearchChunks('out')).toEqual([]);
  expect(docSearchChunks('out-docsearch').length).toBeGreaterThan(0);
});
