/**
 * Steps after `next build`, on the exported site in `out/`. Each step is one function; a step
 * that finds a writer's or operator's mistake prints it and the build fails.
 *
 *   tsx scripts/postbuild.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadContent } from '../lib/content';
import { bodySrcFor, readDocHtml, readSiteData } from '../lib/generated';
import { checkBuiltLinks, htmlFiles } from '../lib/postbuild/check-built-links';
import { withContentSecurityPolicy } from '../lib/postbuild/csp';
import { deferScripts } from '../lib/postbuild/defer-scripts';
import { injectBodies } from '../lib/postbuild/inject-bodies';
import { markdownOutputs } from '../lib/postbuild/markdown-outputs';
import { netlifyHeaders, netlifyRedirects } from '../lib/postbuild/netlify';
import { pruneSegmentPayloads } from '../lib/postbuild/prune-payloads';
import { buildRobots, buildSitemap } from '../lib/postbuild/sitemap';
import { buildSearchIndex, checkIndexedPageCount } from '../lib/postbuild/search-index';
import siteConfig from '../site.config';

const outDir = resolve('out');

interface Step {
  name: string;
  run: () => void | Promise<void>;
}

function writeOut(files: Map<string, string>) {
  for (const [path, text] of files) {
    const file = join(outDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
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
  const pagesPerLink = new Map<string, number>();
  for (const entry of broken) pagesPerLink.set(entry.link, (pagesPerLink.get(entry.link) ?? 0) + 1);
  const frequent = [...pagesPerLink].filter(([, count]) => count >= 5);
  if (frequent.length) {
    console.error('Links broken on many pages are probably in the navbar, footer or sidebar (site.config.ts, sidebar.config.ts):');
    for (const [link, count] of frequent) console.error(`  ${link} (on ${count} pages)`);
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

function sitemap() {
  writeOut(
    new Map([
      ['sitemap.xml', buildSitemap(readSiteData().docs, siteConfig)],
      ['robots.txt', buildRobots(siteConfig)],
    ]),
  );
}

function markdownCopies() {
  const site = readSiteData();
  const built = new Set(site.docs.map((doc) => doc.id));
  const { docs } = loadContent(site.contentDir, process.cwd(), false);
  const sources = new Map(docs.filter((doc) => built.has(doc.id)).map((doc) => [doc.id, doc.source]));
  writeOut(markdownOutputs(site, sources, siteConfig));
}

function netlifyFiles() {
  writeOut(
    new Map([
      ['_headers', netlifyHeaders(siteConfig.basePath)],
      ['_redirects', netlifyRedirects(siteConfig.basePath)],
    ]),
  );
}

function contentSecurityPolicy() {
  for (const file of htmlFiles(outDir)) writeFileSync(file, withContentSecurityPolicy(readFileSync(file, 'utf8'), siteConfig));
}

function startScriptsAfterPaint() {
  const { pages, chunks } = deferScripts(outDir, htmlFiles(outDir), siteConfig.basePath);
  console.log(`postbuild: ${pages} pages start their ${chunks} startup chunks after the first paint`);
}

function searchIndex() {
  const result = buildSearchIndex(outDir);
  const problem = checkIndexedPageCount(result.pageCount, readSiteData().docs.length);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log(`postbuild: search index of ${result.pageCount} pages, ${result.fileCount} files, ${(result.bytes / 1024).toFixed(0)} KB`);
}

/** In order; later steps may rely on earlier ones. */
const STEPS: Step[] = [
  { name: 'inject doc bodies', run: bodies },
  { name: 'prune segment payloads', run: prune },
  { name: 'sitemap.xml and robots.txt', run: sitemap },
  { name: 'Markdown copies, llms.txt and llms-full.txt', run: markdownCopies },
  { name: 'Netlify _headers and _redirects', run: netlifyFiles },
  // After the steps that write what the pages link to (bodies, Markdown copies).
  { name: 'check links', run: linkCheck },
  // Reads the pages with their bodies; does not change them.
  { name: 'search index', run: searchIndex },
  // Replaces Next's script tags with an inline loader, so it comes before the policy's hashes.
  { name: 'scripts after the first paint', run: startScriptsAfterPaint },
  // Hashes each page's inline scripts as they are now: keep it after every step that changes HTML.
  { name: 'Content-Security-Policy', run: contentSecurityPolicy },
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
