/**
 * Renders one doc, parsing its MDX once for everything the build needs: the body HTML, the
 * Markdown copy, the search events, and what the checks read (outline, ids, links, images,
 * problems). An `<Include>` stays a marker in each output; the site model splices the included
 * doc in when it assembles a page, so a doc renders the same wherever it is included and can be
 * cached on its own. Never throws on a writer's mistake: problems come back as diagnostics.
 */
import type { Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Root as MdastRoot } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type PluggableList } from 'unified';
import type { LoadedResource } from '../check/external-resources';
import type { Diagnostic } from '../diagnostics';
import type { ImageSize } from '../image-size';
import { rewriteComponentSyntax } from '../../components/mdx/registry';
import { rehypeCodeMeta } from '../mdx/rehype-code-meta';
import { emptyCollected, rehypeCollect, type Collected, type CollectedReference, type OutlineEntry } from '../mdx/rehype-collect';
import { rehypeEagerLeadImage } from '../mdx/rehype-eager-lead-image';
import { rehypePlainCodeLines } from '../mdx/rehype-plain-code-lines';
import { rehypeTableAlign } from '../mdx/rehype-table-align';
import { remarkCollect } from '../mdx/remark-collect';
import { remarkMarkdownLinks, type MarkdownLinkResolver } from '../mdx/remark-markdown-links';
import { isApiPage, readApiItems, type PageItem } from '../openapi';
import { searchEvents, type SearchEvent } from '../search/read-page';
import { siteHref, type SiteAddress } from '../urls';
import { MDX_NODE_TYPES } from './jsx';
import { markEndpointSignatures } from './mark-endpoints';
import { markdownCopy } from './markdown-copy';
import { assertGrammarsLoaded, loadGrammarsFor, rehypePrism } from './prism-grammars';
import { checkCodeLanguages } from '../check/code-languages';
import { checkImageAlt } from '../check/image-alt';
import { checkWriting } from '../check/writing';
import { checkPlatformSets } from '../platform/check-sets';
import { committedFacts, type PlatformFacts } from '../platform/facts';
import { expandMdastComponents } from '../../components/mdx/expand-mdast';
import { markAddedIn, type HistoryView } from './added-in';
import { collectProse } from './prose';
import { describeMdxError } from './mdx-errors';
import { applySiteElements, contentImage } from './site-elements';
import { unravelJsxParagraphs } from './unravel';
import { expandJsx } from './writer-components';

/** The doc as the renderer needs it. */
export interface DocToRender {
  id: string;
  /** Path for messages (`content/cli/usage.mdx`). */
  file: string;
  route: string;
  /** The MDX body, front matter blanked so positions match the file. */
  source: string;
}

/** What rendering depends on besides the doc itself. */
export interface RenderContext extends SiteAddress {
  /** Finds the route of a `.md`/`.mdx` link target. */
  resolveMarkdownLink: MarkdownLinkResolver;
  /** Size of a site path's file under `public/`, when known. */
  sizeOf: (path: string) => ImageSize | null;
  /** Off for `npm run check`: only diagnostics are wanted, so no highlighting, HTML or copies. */
  outputs: boolean;
  /** The platform's facts for `<Platform>` and the set check (default: the committed `lib/platform/facts.json`). */
  platform?: PlatformFacts;
  /** The platform's history, for "Added in" under endpoints and in key and component tables (none: not shown). */
  history?: HistoryView;
}

/** One rendered doc; its includes are markers (`<!--include:ID-->`) in `html` and `markdown`. */
export interface RenderedDoc {
  html: string;
  markdown: string;
  search: SearchEvent[];
  /** Headings and include places, in order. */
  outline: OutlineEntry[];
  ids: string[];
  references: CollectedReference[];
  /** What the doc loads from other origins, for the policy check. */
  resources: LoadedResource[];
  diagnostics: Diagnostic[];
  /** `.md` links resolved, by target as written → route (or null), for cache validation. */
  markdownLinks: Record<string, string | null>;
  /** Sizes read for images, by site path, for cache validation. */
  imageSizes: Record<string, ImageSize | null>;
  /** On an API page: its signatures, labels, samples and field tables, for the OpenAPI check. */
  api?: PageItem[];
  /** The MDX did not parse: nothing of the page is known, its headings included (its error says why). */
  unparsed?: true;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

function rehypePlugins(outputs: boolean, collected: Collected): PluggableList {
  return [
    rehypeSlug,
    rehypeTableAlign,
    rehypeEagerLeadImage,
    ...(outputs ? ([[rehypePrism, { ignoreMissing: true }], rehypePlainCodeLines, rehypeCodeMeta] as PluggableList) : []),
    [rehypeCollect, collected],
  ];
}

function emptyRender(diagnostics: Diagnostic[]): RenderedDoc {
  return { html: '', markdown: '', search: [], outline: [], ids: [], references: [], resources: [], diagnostics, markdownLinks: {}, imageSizes: {} };
}

export { loadGrammarsFor } from './prism-grammars';

/** Loads what rendering `docs` needs beyond the renderer itself (Prism's grammars); call before `renderDoc`. */
export async function prepareToRender(docs: DocToRender[], _context: RenderContext): Promise<void> {
  // The check needs them too, to tell a known language from a misspelt one (`checkCodeLanguages`).
  await loadGrammarsFor(docs.map((doc) => doc.source));
}

/** Renders one doc; with `outputs`, after `prepareToRender` has seen it. */
export function renderDoc(doc: DocToRender, context: RenderContext): RenderedDoc {
  if (context.outputs) assertGrammarsLoaded(doc.source, doc.file);
  const diagnostics: Diagnostic[] = [];
  const at = (problem: Omit<Diagnostic, 'severity' | 'file'>): Diagnostic => ({ severity: 'error', file: doc.file, ...problem });
  const { text, problems } = rewriteComponentSyntax(doc.source);
  diagnostics.push(...problems.map(at));

  let mdast: MdastRoot;
  try {
    mdast = parser.parse(text);
  } catch (thrown) {
    return { ...emptyRender([...diagnostics, at(describeMdxError(thrown))]), unparsed: true };
  }
  // Components that stand for Markdown (`<Platform>`, `<SiteAddress>`) first, so every output below
  // carries their values; then the platform's sets, on what writers typed.
  const facts = context.platform ?? committedFacts();
  diagnostics.push(...expandMdastComponents(mdast, { platform: facts, site: { url: context.url, basePath: context.basePath }, history: context.history }).map(at), ...checkPlatformSets(mdast, facts).map(at));
  const collected = emptyCollected();
  const api = isApiPage(doc) ? readApiItems(mdast) : undefined;
  if (api) markEndpointSignatures(mdast);
  if (context.history) markAddedIn(mdast, context.history, api !== undefined);
  const markdownLinks: Record<string, string | null> = {};
  unravelJsxParagraphs(mdast);
  // The writing check reads the prose alone (code never counts); its warnings are cached with the render.
  diagnostics.push(...checkWriting(doc, collectProse(mdast, text)), ...checkImageAlt(doc.file, mdast), ...checkCodeLanguages(doc.file, mdast));
  remarkCollect(collected)(mdast);
  remarkMarkdownLinks({
    fromId: doc.id,
    fromRoute: doc.route,
    resolve: (target, fromId) => (markdownLinks[target] = context.resolveMarkdownLink(target, fromId)),
    onUnresolved: (link) =>
      diagnostics.push({
        severity: 'warning',
        file: doc.file,
        line: link.line,
        column: link.column,
        message: `markdown link ${link.url} matches no doc and is left as written`,
        hint: 'link to an existing .md/.mdx file (relative to this file) or to a site route',
      }),
    onRewrite: (written, url) => collected.rewrites.set(`${written.line}:${written.column}`, { written: written.url, unresolved: url === written.url }),
  })(mdast);

  const hast = toHast(mdast, { passThrough: [...MDX_NODE_TYPES] }) as HastRoot;
  unified().use(rehypePlugins(context.outputs, collected)).runSync(hast);
  diagnostics.push(...collected.problems.map(at));
  const rendered: RenderedDoc = {
    ...emptyRender(diagnostics),
    outline: collected.outline,
    ids: collected.ids,
    references: collected.references,
    resources: collected.resources,
    markdownLinks,
    api,
  };
  if (!context.outputs) return rendered;

  const imageSizes: Record<string, ImageSize | null> = {};
  const elements = {
    basePath: context.basePath,
    sizeOf: (path: string) => (imageSizes[path] = context.sizeOf(path)),
  };
  applySiteElements(hast, elements);
  expandJsx(hast, { href: (url) => siteHref(context.basePath, url), image: (properties) => contentImage(properties, elements), idPrefix: tabIdPrefix(doc.id) });
  return {
    ...rendered,
    html: toHtml(hast),
    search: searchEvents(hast),
    markdown: markdownCopy(mdast, doc.route, context),
    imageSizes,
  };
}

/** Tab ids of a doc start with its id made safe (`sources-twilio-config`), so includes never clash. */
function tabIdPrefix(id: string): string {
  return id.replace(/[^a-zA-Z0-9_-]+/g, '-');
}
