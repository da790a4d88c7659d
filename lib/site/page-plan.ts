/**
 * Which doc pages `next build` renders. Every doc page is the same React tree (its body is written
 * by the export pass, `lib/body/`); only its route and `<head>` metadata differ. So Next renders
 * one template page per kind of metadata (with or without keywords, with or without a date), whose
 * values are tokens, and the export pass writes every other doc page from its template by putting
 * the page's own values in place of the tokens (`lib/export/stamp.ts`; assumption `stamped-pages`
 * of `lib/next-contract/`). Next's cost then no longer grows with the site.
 *
 * Next renders the others itself: the home page (its tree carries the base-URL check), and any
 * doc whose values a token could not stand for exactly (`isStampable`: a route with characters a
 * URL escapes, an empty title or one with spaces around it, a value starting with `$`, which
 * Flight escapes, or one holding a token's first letters). Besides doc pages, Next renders the
 * search page (`app/search/`) and the not-found page. `DOCS_STAMP=0`
 * has Next render every page, as a way out should a Next upgrade break the assumption.
 */
import type { DocEntry } from './frame';

/** The values a template's metadata carries, each standing for a doc's own. */
export const TEMPLATE_TOKENS = {
  title: 'zzdocstitlezz',
  description: 'zzdocsdescriptionzz',
  keywords: 'zzdocskeywordszz',
  /** A last-updated time: its ISO form stands for the doc's. */
  lastUpdated: Date.UTC(2001, 0, 1, 1, 1, 1, 1),
} as const;

/** Every token begins so: a doc whose values hold it is rendered by Next, and a stamped page may hold none. */
export const TOKEN_MARK = 'zzdocs';

/** A template page: the route Next renders it at, and the entry the frame gives Next for it. */
export interface PageTemplate {
  /** The template's one route segment, a token for the doc's route path (`zzdocsroute2zz`). */
  segment: string;
  entry: DocEntry;
}

/** The pages Next renders (docs and templates), and the template of each doc written from one. */
export interface PagePlan {
  rendered: DocEntry[];
  templates: PageTemplate[];
  templateOf: Map<string, PageTemplate>;
}

const SAFE_ROUTE = /^(\/[A-Za-z0-9._~-]+)+$/;

/** True when a token can stand for each of the doc's values in every place Next writes it. */
export function isStampable(doc: DocEntry): boolean {
  const values = [doc.route, doc.title, doc.description, ...doc.keywords];
  return (
    SAFE_ROUTE.test(doc.route) &&
    doc.title !== '' &&
    doc.title === doc.title.trim() &&
    !values.some((value) => value.startsWith('$') || value.includes(TOKEN_MARK))
  );
}

/** The kind of metadata a doc has: which optional fields Next writes for it. */
function shapeOf(doc: DocEntry): number {
  return (doc.keywords.length ? 1 : 0) + (doc.lastUpdated !== null ? 2 : 0);
}

function template(shape: number): PageTemplate {
  const segment = `zzdocsroute${shape}zz`;
  const entry: DocEntry = {
    id: `templates/${segment}`,
    file: '',
    contentPath: '',
    route: `/${segment}`,
    title: TEMPLATE_TOKENS.title,
    sidebarLabel: TEMPLATE_TOKENS.title,
    paginationLabel: TEMPLATE_TOKENS.title,
    description: TEMPLATE_TOKENS.description,
    keywords: shape & 1 ? [TEMPLATE_TOKENS.keywords] : [],
    hideTitle: false,
    toc: null,
    lastUpdated: shape & 2 ? TEMPLATE_TOKENS.lastUpdated : null,
  };
  return { segment, entry };
}

/** Plans a build's pages; with `stamp` off, Next renders every doc. */
export function planPages(docs: DocEntry[], stamp: boolean): PagePlan {
  const templates = new Map<number, PageTemplate>();
  const templateOf = new Map<string, PageTemplate>();
  const rendered: DocEntry[] = [];
  for (const doc of docs) {
    if (!stamp || doc.route === '/' || !isStampable(doc)) {
      rendered.push(doc);
      continue;
    }
    const shape = shapeOf(doc);
    if (!templates.has(shape)) templates.set(shape, template(shape));
    templateOf.set(doc.route, templates.get(shape)!);
  }
  const list = [...templates.values()].sort((a, b) => a.segment.localeCompare(b.segment));
  return { rendered: [...rendered, ...list.map((entry) => entry.entry)], templates: list, templateOf };
}

/** Whether this build writes pages from templates (`DOCS_STAMP=0` turns it off). */
export function stampingOn(env: NodeJS.ProcessEnv): boolean {
  return env.DOCS_STAMP !== '0';
}
