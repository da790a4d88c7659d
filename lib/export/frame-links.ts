/**
 * The link check of the frames: every internal link Next's markup carries (navbar, sidebar,
 * breadcrumbs, prev/next, footer, stylesheets, scripts, icons) must name a file of the export
 * the way a static host serves it. Links inside doc bodies are checked earlier, on the model,
 * with their file and line.
 */
import { pageOutline, type SiteModel } from '../site/model';
import { fileUrl, isExternal, pageFile, pathBelowBase } from '../urls';

/** A link that leads nowhere, on the page at `page` (a site path). */
export interface BrokenLink {
  page: string;
  link: string;
  reason: string;
}

/** The files of an export, as far as the link check asks: whether a path under it is one. */
export interface ExportedFiles {
  has(path: string): boolean;
}

/** The file a static host serves for a path under the export: exact, `NAME.html`, `NAME/index.html`. */
export function servedFile(path: string, files: ExportedFiles): string | null {
  const bare = path.replace(/^\/+/, '');
  const candidates = [bare, `${bare.replace(/\/$/, '')}.html`, `${bare}${bare === '' || bare.endsWith('/') ? '' : '/'}index.html`];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const LINK = /\s(?:href|src)="([^"]*)"/g;

/** The `href` and `src` values of HTML the site wrote (a page's body around its content), decoded. */
export function linksIn(html: string): string[] {
  return [...html.matchAll(LINK)].map((match) => match[1].replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
}

/** Checks the links of every finished frame; `frameLinks` maps page files to their links, one per line. */
export function findBrokenFrameLinks(frameLinks: Map<string, string>, files: ExportedFiles, model: SiteModel): BrokenLink[] {
  const { basePath } = model.config;
  const docByFile = new Map(model.docs.map((doc) => [pageFile(doc.route, 'html'), doc]));
  const idsOf = new Map<string, Set<string>>();
  const broken: BrokenLink[] = [];
  for (const [file, links] of frameLinks) {
    const page = fileUrl(basePath, file.replace(/(^|\/)index\.html$/, '$1'));
    for (const link of new Set(links.split('\n'))) {
      if (isExternal(link) || link.startsWith('#') || link === '') continue;
      const url = new URL(link, `http://site${page}`);
      const path = safeDecode(url.pathname);
      const below = pathBelowBase(basePath, path);
      if (below === null) {
        broken.push({ page, link, reason: `outside the base path ${basePath}` });
        continue;
      }
      const target = servedFile(below, files);
      if (!target) {
        broken.push({ page, link, reason: 'no such file in out/' });
        continue;
      }
      const fragment = url.hash ? safeDecode(url.hash.slice(1)) : '';
      const doc = docByFile.get(target);
      if (!fragment || !doc) continue;
      if (!idsOf.has(doc.id)) idsOf.set(doc.id, pageOutline(model.rendered, doc.id).ids);
      if (!idsOf.get(doc.id)!.has(fragment)) broken.push({ page, link, reason: `no element with id "${fragment}" on the target page` });
    }
  }
  return broken;
}
