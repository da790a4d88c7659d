/**
 * The MDX plugin chain, shared by the page renderer and the content check so both see the same
 * document: GFM, `.md` link rewriting, heading ids and anchors, Prism highlighting, code meta.
 */
import type { PluggableList } from 'unified';
import rehypePrismPlus from 'rehype-prism-plus';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { rehypeCodeMeta } from './rehype-code-meta';
import { rehypePlainCodeLines } from './rehype-plain-code-lines';
import { rehypeTableAlign } from './rehype-table-align';
import { rehypeEagerLeadImage } from './rehype-eager-lead-image';
import { remarkMarkdownLinks, type MarkdownLinkOptions } from './remark-markdown-links';
import { rewriteAdmonitions } from './admonitions';

export interface PipelineOptions {
  markdownLinks: MarkdownLinkOptions;
  /** Extra remark plugins run first (the check's expression finder). */
  extraRemark?: PluggableList;
  /** Extra rehype plugins run last (the check's collector). */
  extraRehype?: PluggableList;
  /** Syntax highlighting; the check turns it off because it changes no heading or link. */
  highlight?: boolean;
}

/** The remark and rehype plugins for one doc. */
export function mdxPlugins(options: PipelineOptions): { remarkPlugins: PluggableList; rehypePlugins: PluggableList } {
  return {
    remarkPlugins: [...(options.extraRemark ?? []), remarkGfm, [remarkMarkdownLinks, options.markdownLinks]],
    rehypePlugins: [
      rehypeSlug,
      rehypeTableAlign,
      rehypeEagerLeadImage,
      ...(options.highlight === false ? [] : ([[rehypePrismPlus, { ignoreMissing: true }], rehypePlainCodeLines, rehypeCodeMeta] as PluggableList)),
      ...(options.extraRehype ?? []),
    ],
  };
}

/** The doc source as MDX receives it: admonitions rewritten to JSX, positions unchanged. */
export function prepareSource(source: string): string {
  return rewriteAdmonitions(source).text;
}
