/**
 * The site model of `npm run dev`, kept in one long-lived process. Each rebuild reads the
 * content, the sidebar config and `site.config.ts` again, but renders only the docs whose inputs
 * changed (the render cache, shared with the production build on disk in `.cache/build/`), then
 * reruns the checks on the whole site and says what changed: the routes whose page changed,
 * docs that were deleted or moved, and every problem. A broken edit never stops it: the problems
 * are reported and the pages keep their last good render.
 */
import { createHash } from 'node:crypto';
import { join, relative, sep } from 'node:path';
import type { SiteConfig } from '../config-types';
import { formatDiagnostic, sortDiagnostics } from '../diagnostics';
import { contentSecurityPolicy } from '../export/csp';
import { sidebarSectionFiles, siteFiles } from '../export/site-files';
import { devCache } from '../site/build-cache';
import type { RenderedDoc } from '../render/render-doc';
import { buildSiteModel, quickFrame, type BuiltModel } from '../site/build-model';
import { readDoc, type Doc } from '../content';
import { renderDocs } from '../site/render-docs';
import { renderJobOf } from '../site/render-job';
import { importTypeScript } from '../typescript-import';
import { frameOf, frameVersionOf, writeFrame } from '../site/write-frame';
import { readSiteInputs } from '../site/inputs';
import { assemblePage, hasErrors, pageHasEndpoints, type AssembledPage, type DocEntry } from '../site/model';
import { validateSiteConfig } from '../site-config';
import { bodySettings, renderBody, type BodySettings } from '../body/render-body';
import { getRouteData, type RouteData, type RouteSource } from '../route-data';

/** One problem as the open pages and the terminal show it: its severity, and `file:line:col: message — hint`. */
export interface DevProblem {
  severity: 'error' | 'warning';
  text: string;
}

/** What one rebuild changed, for the open pages. */
export interface DevUpdate {
  /** Counts rebuilds; the browser ignores an update older than the page. */
  version: number;
  /** Routes whose page (body, title, sidebar entry…) changed, new ones included. */
  changed: string[];
  /** Routes that are new in this rebuild. */
  added: string[];
  /** Pages that went away, and where to, when a doc with the same text appeared elsewhere. */
  moved: { from: string; to: string | null }[];
  /** Every problem, errors first. */
  problems: DevProblem[];
  /** True when this rebuild has errors (pages keep their last good render). */
  failed: boolean;
  /** The version of the frame published after this rebuild (`@generated/frame-version`, see `publishFrame`). */
  frame?: string;
  /**
   * True when `site.config.ts` changed the pages' policy (an origin allowed, say): a browser keeps
   * the policy a page was loaded with, so the open pages load again to show what readers will get.
   */
  policyChanged?: true;
}

/** The part of every page's policy that `site.config.ts` decides. */
const sitePolicy = (config: SiteConfig) => contentSecurityPolicy([], config);

const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16);

/** What a site's bodies are written from besides each doc's content (`lib/body/`). */
type BodySource = RouteSource & { config: SiteConfig };

/** A key of everything every body is written from besides its doc's content. */
function sourceKey(site: BodySource): string {
  const { config } = site;
  return hash(JSON.stringify([site.home, site.sidebar, site.docs, bodySettings(config), config.editUrl, config.locale]));
}

/**
 * A page as the dev site keeps it: its outputs, a key of what its body is written from (its route
 * data and content: a changed key is a changed page), and its body as the export writes it
 * (sidebar, article, table of contents), written the first time it is asked for.
 */
class PageState {
  readonly hash: string;
  private written: string | null = null;
  private readonly data: RouteData | null;
  // Only what the body needs is kept, not the model it came from: a page's state can outlive many models.
  private readonly settings: BodySettings;

  constructor(
    public page: AssembledPage,
    site: BodySource,
    route: string,
  ) {
    this.data = getRouteData(site, site.config, route);
    this.settings = bodySettings(site.config);
    this.hash = hash(`${JSON.stringify(this.data)}\0${page.html}`);
  }

  get body(): string {
    this.written ??= this.data ? renderBody(this.data, this.page.html, this.settings) : this.page.html;
    return this.written;
  }
}

/** Loads `site.config.ts` afresh (an edit to it applies without a restart). */
async function freshConfig(projectRoot: string, version: number): Promise<SiteConfig> {
  const raw = (await importTypeScript(join(projectRoot, 'site.config.ts'), version)).default;
  return validateSiteConfig(raw);
}

/** The dev server's model. */
export function createDevSite(options: { projectRoot: string; contentDir: string }) {
  const { projectRoot, contentDir } = options;
  const cache = devCache(projectRoot);
  /** Counts updates (the open pages ignore one older than theirs). */
  let version = 0;
  /** Counts reads of the config and sidebar, whose modules are imported afresh each time. */
  let reads = 0;
  let model: BuiltModel | null = null;
  let config: SiteConfig | null = null;
  let pages = new Map<string, PageState>();
  let files: Map<string, string> | null = null;
  /** The `sourceKey` of the pages' bodies. */
  let shownKey = '';
  /** The version of the frame the last rebuild wrote, until `publishFrame` hands it out. */
  let unpublished: string | null = null;
  /** Routes of docs saved and shown early (`editEarly`) while a model is built, which may have read them before the save. */
  let savedWhileBuilding: Set<string> | null = null;
  /** Before the first model: the docs and frame read by `start`, and the docs rendered on request. */
  let early: { content: Doc[]; entries: Map<string, DocEntry>; site: RouteSource & { config: SiteConfig }; rendered: Map<string, RenderedDoc>; sidebarFiles: Map<string, string> } | null = null;

  /**
   * Writes a frame from the docs' front matter, without rendering (`quickFrame`), so Next can
   * start at once; until the first `rebuild` ends, a page is rendered when it is asked for
   * (`pageSoon`). Answers the number of docs, the home route and whether DocSearch is configured.
   */
  async function start(): Promise<{ docs: number; home: string; docSearch: boolean }> {
    config = await freshConfig(projectRoot, reads);
    const inputs = await readSiteInputs(projectRoot, contentDir, config, reads);
    const { frame, content } = quickFrame({ projectRoot, config, ...inputs, includeDrafts: true, outputs: true });
    writeFrame(frameOf(frame), projectRoot);
    early = { content, entries: new Map(frame.docs.map((doc) => [doc.route, doc])), site: frame, rendered: new Map(), sidebarFiles: sidebarSectionFiles(frame.sidebar) };
    return { docs: content.length, home: frame.home, docSearch: Boolean(config.docSearch) };
  }

  /** Renders a doc and the docs it includes, before the first model (into the shared cache, which that model reuses). */
  async function renderEarly(id: string): Promise<void> {
    if (!early || early.rendered.has(id) || !config) return;
    const doc = early.content.find((entry) => entry.id === id);
    if (!doc) return;
    const rendered = (await renderDocs([doc], renderJobOf(projectRoot, config, early.content, true), cache)).rendered.get(id)!;
    early?.rendered.set(id, rendered);
    for (const entry of rendered.outline) if ('include' in entry) await renderEarly(entry.include);
  }

  /**
   * A page by route: from the model, or, before the first model is built, rendered now and kept
   * as that model's starting point (so its first update names only pages that differ).
   */
  async function pageSoon(route: string): Promise<PageState | null> {
    const known = pages.get(route);
    const doc = early?.content.find((entry) => entry.route === route && !entry.partial);
    if (known || !doc) return known ?? null;
    await renderEarly(doc.id);
    if (!early) return pages.get(route) ?? null;
    const state = new PageState(assemblePage(early.rendered, doc.id), early.site, route);
    pages.set(route, state);
    return state;
  }

  /**
   * Before the first model: re-reads a saved doc and renders it alone, so the open page shows the
   * edit without waiting for that model (the rebuild that follows it checks the edit). Answers the
   * update for the open pages, or null: after the first model, and for a file that is not a doc or
   * whose title or route changed (those, and the pages that include the doc, wait for the model).
   */
  async function editEarly(absPath: string): Promise<DevUpdate | null> {
    const file = relative(projectRoot, absPath).split(sep).join('/');
    const index = early?.content.findIndex((doc) => doc.file === file) ?? -1;
    if (!early || index < 0) return null;
    let doc: Doc;
    try {
      doc = readDoc(absPath, contentDir, projectRoot).doc;
    } catch {
      return null;
    }
    const before = early.content[index];
    if (doc.id !== before.id || doc.route !== before.route || early.entries.get(doc.route)?.title !== doc.title) return null;
    early.content[index] = doc;
    early.rendered.delete(doc.id);
    pages.delete(doc.route);
    if (!(await pageSoon(doc.route))) return null;
    savedWhileBuilding?.add(doc.route);
    return { version: ++version, changed: [doc.route], added: [], moved: [], problems: [], failed: false };
  }

  async function rebuild(): Promise<DevUpdate> {
    savedWhileBuilding = new Set();
    try {
      return await buildAndCompare(savedWhileBuilding);
    } finally {
      savedWhileBuilding = null;
    }
  }

  /** Builds the model and tells what changed for the open pages. */
  async function buildAndCompare(savedMeanwhile: Set<string>): Promise<DevUpdate> {
    reads += 1;
    const configProblems: string[] = [];
    try {
      config = await freshConfig(projectRoot, reads);
    } catch (error) {
      configProblems.push((error as Error).message);
      if (!config) throw error;
    }
    const inputs = await readSiteInputs(projectRoot, contentDir, config, reads);
    const next = await buildSiteModel({ projectRoot, config, ...inputs, includeDrafts: true, outputs: true, cache });
    const problems: DevProblem[] = [
      ...configProblems.map((text) => ({ severity: 'error' as const, text })),
      ...sortDiagnostics(next.diagnostics)
        .sort((a, b) => Number(b.severity === 'error') - Number(a.severity === 'error'))
        .map((diagnostic) => ({ severity: diagnostic.severity, text: formatDiagnostic(diagnostic) })),
    ];
    // The version is taken when the update is made: a save shown early (`editEarly`) while this
    // model was built has a smaller one.
    if (hasErrors(next) && model) return { version: ++version, changed: [], added: [], moved: [], problems, failed: true };
    // After an edit of one doc's text, every other page has the same body: no need to work out its route data again.
    const key = sourceKey(next);
    const nextPages = new Map<string, PageState>();
    for (const doc of next.docs) {
      const page = assemblePage(next.rendered, doc.id);
      const before = key === shownKey ? pages.get(doc.route) : undefined;
      if (before && before.page.html === page.html) {
        // The same body; the Markdown copy and search text are the new render's.
        before.page = page;
        nextPages.set(doc.route, before);
      } else nextPages.set(doc.route, new PageState(page, next, doc.route));
    }
    // A page shown early meanwhile stays as shown, not taken back to what this model read; the
    // rebuild that its save scheduled comes next and checks it.
    for (const route of savedMeanwhile) if (pages.has(route) && nextPages.has(route)) nextPages.set(route, pages.get(route)!);
    // On the first model, a page of the starting frame that nobody asked for is neither new nor changed.
    const changed = [...nextPages]
      .filter(([route, state]) => (pages.has(route) ? pages.get(route)!.hash !== state.hash : !early?.entries.has(route)))
      .map(([route]) => route);
    const added = changed.filter((route) => !pages.has(route));
    const moved = [...pages]
      .filter(([route]) => !nextPages.has(route))
      .map(([route, old]) => ({ from: route, to: [...nextPages].find(([, state]) => state.page.html === old.page.html)?.[0] ?? null }));
    unpublished = frameVersionOf(writeFrame(frameOf(next), projectRoot));
    const previous = model;
    model = next;
    shownKey = key;
    pages = nextPages;
    files = null;
    early = null;
    cache.prune(next.renders.keys);
    const policyChanged = previous !== null && sitePolicy(previous.config) !== sitePolicy(next.config);
    return { version: ++version, changed, added, moved, problems, failed: hasErrors(next), ...(policyChanged ? { policyChanged: true as const } : {}) };
  }

  /** The version of the frame the last rebuild wrote, once: the open pages are told about it with the update. */
  function publishFrame(): string | undefined {
    const published = unpublished ?? undefined;
    unpublished = null;
    return published;
  }

  return {
    start,
    rebuild,
    publishFrame,
    pageSoon,
    editEarly,
    /** The model of the last good rebuild. */
    model: () => model,
    /** The last good `site.config.ts` (read by `start`). */
    config(): SiteConfig {
      if (!config) throw new Error('the dev site has not started: call start() first');
      return config;
    },
    /** Whether a page, its includes counted, has endpoint sections (its policy lets "Try it" send). */
    endpoints(route: string): boolean {
      const doc = (model?.docs ?? early?.content)?.find((entry) => entry.route === route);
      const rendered = model?.rendered ?? early?.rendered;
      return Boolean(doc && rendered && pageHasEndpoints(rendered, doc.id));
    },
    /** A page's outputs by route, or null. */
    page: (route: string) => pages.get(route)?.page ?? null,
    /** A page's body by route (`lib/body/`), or null. */
    body: (route: string) => pages.get(route)?.body ?? null,
    /** The files made from the whole model (llms files, sitemap, sidebar sections…), by path. */
    files(): Map<string, string> {
      if (!files && model) {
        const markdown = new Map(model.docs.map((doc) => [doc.route, `# ${doc.title}\n\n${pages.get(doc.route)?.page.markdown ?? ''}`]));
        files = siteFiles(model, markdown);
      }
      return files ?? early?.sidebarFiles ?? new Map();
    },
  };
}

/** The dev site's interface. */
export type DevSite = ReturnType<typeof createDevSite>;
