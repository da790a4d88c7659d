/**
 * The site model: the one source of truth for a build. It holds every doc with its front matter
 * and rendered outputs, the Include graph, the sidebar, and the problems found; the pages of
 * the Next build read the part of it they need (the frame, `lib/site/frame.ts`), and the export
 * pass reads the rest. Built once per process by `buildSiteModel`; nothing parses content again.
 */
import type { SiteConfig } from '../config-types';
import type { Diagnostic } from '../diagnostics';
import type { OpenApiDocument, PageItem } from '../openapi';
import type { Heading } from '../mdx/rehype-collect';
import type { RenderedDoc } from '../render/render-doc';
import type { SearchEvent } from '../search/read-page';
import type { SidebarNode } from '../sidebar';
import { assembleIncludes, listAssembly, type IncludeAssembly } from './includes';
import { INCLUDE_MARKER } from '../../components/mdx/Include';
import { spliceMarkdownIncludes } from '../render/markdown-copy';
import type { DocEntry } from './frame';

export type { DocEntry } from './frame';

/** A page's outputs with its included docs spliced in. */
export interface AssembledPage {
  html: string;
  markdown: string;
  search: SearchEvent[];
  headings: Heading[];
  ids: Set<string>;
}

/** Everything a build knows. */
export interface SiteModel {
  config: SiteConfig;
  /** Absolute path of the content directory. */
  contentDir: string;
  /** The docs that are built, in file order. */
  docs: DocEntry[];
  /** Where "home" links lead: `/`, or the first page in reading order when no doc has `/`. */
  home: string;
  sidebar: SidebarNode[];
  /** Every problem found, errors and warnings. */
  diagnostics: Diagnostic[];
  /** Each doc's own render (its includes still markers), by id. */
  rendered: Map<string, RenderedDoc>;
  /** The API's OpenAPI document, when the content has API pages (published as `/openapi.json` and `.yaml`). */
  openapi: OpenApiDocument | null;
}

/** True when the model has errors that must stop a build. */
export function hasErrors(model: Pick<SiteModel, 'diagnostics'>): boolean {
  return model.diagnostics.some((d) => d.severity === 'error');
}

const spliceHtml = (html: string, included: (id: string) => string | null) =>
  html.replace(INCLUDE_MARKER, (_marker, id: string) => included(id) ?? '');

/** The assemblies of one model, by output. */
function assemblies(rendered: Map<string, RenderedDoc>) {
  const of = (id: string) => rendered.get(id);
  return {
    html: { own: (id) => of(id)?.html, splice: spliceHtml } as IncludeAssembly<string>,
    markdown: { own: (id) => of(id)?.markdown, splice: spliceMarkdownIncludes } as IncludeAssembly<string>,
    search: listAssembly((id) => of(id)?.search),
    outline: listAssembly((id) => of(id)?.outline),
    endpoints: listAssembly<PageItem>((id) => {
      const doc = of(id);
      return doc && [...(doc.api ?? []).filter((item) => item.kind === 'signature'), ...doc.outline.filter((entry) => 'include' in entry)];
    }),
    unparsed: listAssembly<true>((id) => {
      const doc = of(id);
      return doc && [...(doc.unparsed ? [doc.unparsed] : []), ...doc.outline.filter((entry) => 'include' in entry)];
    }),
    ids: listAssembly<string>((id) => {
      const doc = of(id);
      return doc && [...doc.ids, ...doc.outline.filter((entry) => 'include' in entry)];
    }),
  };
}

/** A page's outputs, its includes spliced in (the one place pages are assembled). */
export function assemblePage(rendered: Map<string, RenderedDoc>, id: string): AssembledPage {
  const parts = assemblies(rendered);
  const outline = assembleIncludes(id, parts.outline) ?? [];
  return {
    html: assembleIncludes(id, parts.html) ?? '',
    markdown: assembleIncludes(id, parts.markdown) ?? '',
    search: (assembleIncludes(id, parts.search) ?? []) as SearchEvent[],
    headings: outline.flatMap((entry) => ('heading' in entry ? [entry.heading] : [])),
    ids: new Set((assembleIncludes(id, parts.ids) ?? []) as string[]),
  };
}

/** A page's search events (includes spliced), without its HTML. */
export function pageSearch(rendered: Map<string, RenderedDoc>, id: string): SearchEvent[] {
  return (assembleIncludes(id, assemblies(rendered).search) ?? []) as SearchEvent[];
}

/** The headings and ids of a page (includes spliced), without its HTML: what the checks need. */
export function pageOutline(rendered: Map<string, RenderedDoc>, id: string): Pick<AssembledPage, 'headings' | 'ids'> {
  const parts = assemblies(rendered);
  const outline = assembleIncludes(id, parts.outline) ?? [];
  return {
    headings: outline.flatMap((entry) => ('heading' in entry ? [entry.heading] : [])),
    ids: new Set((assembleIncludes(id, parts.ids) ?? []) as string[]),
  };
}

/** True when a page's MDX, or that of a doc it includes (at any depth), did not parse. */
export function pageUnparsed(rendered: Map<string, RenderedDoc>, id: string): boolean {
  return (assembleIncludes(id, assemblies(rendered).unparsed) ?? []).length > 0;
}

/** True when a page, its includes counted, has an endpoint section (a signature such as `POST /tags.list`). */
export function pageHasEndpoints(rendered: Map<string, RenderedDoc>, id: string): boolean {
  return (assembleIncludes(id, assemblies(rendered).endpoints) ?? []).length > 0;
}
