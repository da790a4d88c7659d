/**
 * Steps after `next build`, on the exported site in `out/`. Each step is one function; a step
 * that finds a writer's or operator's mistake prints it and the build fails.
 *
 *   tsx scripts/postbuild.ts
 */
import { resolve } from 'node:path';
import { checkBuiltLinks } from '../lib/postbuild/check-built-links';
import { buildSearchIndex, checkIndexedPageCount } from '../lib/postbuild/search-index';
import { readSiteData } from '../lib/generated';
import siteConfig from '../site.config';

const outDir = resolve('out');

interface Step {
  name: string;
  run: () => void | Promise<void>;
}

function linkCheck() {
  const broken = checkBuiltLinks(outDir, siteConfig.basePath);
  if (!broken.length) return;
  const fileOf = new Map(readSiteData().docs.map((doc) => [`${siteConfig.basePath}${doc.route.slice(1)}${doc.route === '/' ? '' : '/'}`, doc.file]));
  const byPage = new Map<string, typeof broken>();
  for (const entry of broken) byPage.set(entry.page, [...(byPage.get(entry.page) ?? []), entry]);
  console.error(`Broken links in the built site (${broken.length}):`);
  for (const [page, entries] of byPage) {
    console.error(`- On ${page}${fileOf.has(page) ? ` (${fileOf.get(page)})` : ''}:`);
    for (const entry of entries) console.error(`    -> ${entry.link}: ${entry.reason}`);
  }
  console.error('Fix the links (content, sidebar.config.ts or site.config.ts) and build again.');
  process.exit(1);
}

async function searchIndex() {
  const result = await buildSearchIndex(outDir, siteConfig.locale);
  const problem = checkIndexedPageCount(result.pageCount, readSiteData().docs.length);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log(`postbuild: search index of ${result.pageCount} pages, ${result.fileCount} files, ${(result.bytes / 1024).toFixed(0)} KB`);
}

/** In order; later steps may rely on earlier ones. */
const STEPS: Step[] = [
  { name: 'check links', run: linkCheck },
  { name: 'search index', run: searchIndex },
];

async function main() {
  for (const step of STEPS) {
    const started = Date.now();
    await step.run();
    console.log(`postbuild: ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
