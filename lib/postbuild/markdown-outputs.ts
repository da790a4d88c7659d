/**
 * Every file the Markdown step writes into `out/`, as a map from file path to text: one `.md`
 * copy per page at its route + `.md`, `llms.txt` and `llms-full.txt`. Pure: the caller reads
 * the sources and writes the files.
 */
import type { SiteConfig } from '../config-types';
import { createMarkdownRenderer } from '../markdown/render';
import { markdownFile } from '../page-urls';
import type { SiteData } from '../site-data';
import { buildLlmsFullTxt, buildLlmsTxt, docsInReadingOrder, fullTextPage } from './llms';

type OutputConfig = Pick<SiteConfig, 'title' | 'tagline' | 'url' | 'basePath'>;

/** The files, keyed by path relative to `out/`; `sources` maps each doc id to its MDX body. */
export function markdownOutputs(site: Pick<SiteData, 'docs' | 'sidebar'>, sources: Map<string, string>, config: OutputConfig): Map<string, string> {
  const renderer = createMarkdownRenderer(
    site.docs.map((doc) => ({ id: doc.id, route: doc.route, title: doc.title, source: sources.get(doc.id) ?? '' })),
    config,
  );
  const files = new Map<string, string>();
  const fullPages: string[] = [];
  for (const doc of docsInReadingOrder(site.docs, site.sidebar)) {
    const markdown = renderer.page(doc.id);
    files.set(markdownFile(doc.route), markdown);
    fullPages.push(fullTextPage(markdown, doc.route, config));
  }
  files.set('llms.txt', buildLlmsTxt(site.docs, site.sidebar, config));
  files.set('llms-full.txt', buildLlmsFullTxt(fullPages, config));
  return files;
}
