/**
 * Steps after `next build`, on the exported site in `out/`. Each step is one function; a step
 * that finds a writer's or operator's mistake prints it and the build fails.
 *
 *   tsx scripts/postbuild.ts
 */
import { resolve } from 'node:path';
import { checkBuiltLinks } from '../lib/postbuild/check-built-links';
import { injectBodies } from '../lib/postbuild/inject-bodies';
import { pruneSegmentPayloads } from '../lib/postbuild/prune-payloads';
import { bodySrcFor, readDocHtml, readSiteData } from '../lib/generated';
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

function bodies() {
  const pages = readSiteData().docs.map((doc) => ({
    folder: doc.route === '/' ? '' : doc.route.slice(1),
    src: bodySrcFor(siteConfig.basePath, doc.route),
    body: readDocHtml(doc.id),
  }));
  const missing = injectBodies(outDir, pages);
  if (missing.length) {
    console.error(`No body slot in the exported page of: ${missing.join(', ')} (is DocBody rendered?)`);
    process.exit(1);
  }
}

function prune() {
  const saved = pruneSegmentPayloads(outDir);
  console.log(`postbuild: removed ${(saved / 1024 / 1024).toFixed(1)} MB of unused segment payloads`);
}

/** In order; later steps may rely on earlier ones (the link check reads the injected bodies). */
const STEPS: Step[] = [
  { name: 'inject doc bodies', run: bodies },
  { name: 'prune segment payloads', run: prune },
  { name: 'check links', run: linkCheck },
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
