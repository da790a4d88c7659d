/**
 * A doc page of the export: its HTML (its template stamped with the doc, or the page as Next
 * rendered it, finished with the body in its slot), its payload, its body file and its Markdown
 * copy. A page whose route data, content and settings are the last build's is left as it is.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderBody, type BodySettings } from '../body/render-body';
import { checkPayloadInExport, NEXT_ASSUMPTIONS, NextContractError, prerenderedFrameFile } from '../next-contract';
import { getRouteData } from '../route-data';
import { assemblePage, pageHasEndpoints, type AssembledPage, type DocEntry, type SiteModel } from '../site/model';
import type { PagePlan } from '../site/page-plan';
import { BODY_FILE, markdownFile, pageFile } from '../urls';
import { linksIn } from './frame-links';
import type { PageWriter } from './page-writer';
import { stampFlight, stampHtml } from './stamp';
import type { TemplatePage } from './templates';

/** How the pass finishes its doc pages: after a fresh `next build`, or again over the last export, whose page keys it has. */
type DocPagesMode = { kind: 'fresh' } | { kind: 'again'; pages: Record<string, string>; framesDir: string };

/** What every doc page of one pass is finished with. */
export interface DocPass {
  model: SiteModel;
  out: PageWriter;
  mode: DocPagesMode;
  plan: PagePlan;
  templates: Map<string, TemplatePage>;
  /** The files `next build` wrote (after pruning), by path under the export; after a fresh build only. */
  nextFiles: Set<string>;
  settings: BodySettings;
  /** The settings as a key of the pages. */
  settingsKey: string;
}

const hashOf = (...parts: string[]) => createHash('sha256').update(parts.join('\0')).digest('base64url').slice(0, 22);

/** Where a page's content goes in its body while the links of the rest are read. */
const CONTENT_PLACE = '\u0000content\u0000';

/**
 * One doc's page, payload, body and Markdown copy, written unless the last build wrote them from
 * the same route data, content and settings (its key goes into `pages`). Answers the doc's
 * Markdown copy and search text, which the whole-site files and the index need either way.
 */
export function exportDoc(pass: DocPass, doc: DocEntry, pages: Record<string, string>): { markdown: string; search: AssembledPage['search'] } {
  const { model, out, mode, settings } = pass;
  const page = assemblePage(model.rendered, doc.id);
  const htmlFile = pageFile(doc.route, 'html');
  const markdown = `# ${doc.title}\n\n${page.markdown}`;
  const data = getRouteData(model, model.config, doc.route)!;
  const key = hashOf(pass.settingsKey, JSON.stringify(data), page.html, markdown);
  pages[htmlFile] = key;
  if (mode.kind === 'again' && mode.pages[htmlFile] === key) {
    for (const file of [htmlFile, pageFile(doc.route, 'payload'), pageFile(doc.route, 'body'), markdownFile(doc.route)]) out.files.keep(file);
    return { markdown, search: page.search };
  }
  const [before, after] = renderBody(data, CONTENT_PLACE, settings).split(CONTENT_PLACE);
  const body = before + page.html + after;
  const links = linksIn(before + after);
  links.push(...out.finish(htmlFile, docPageFrame(pass, doc), body, pageHasEndpoints(model.rendered, doc.id)));
  out.write(pageFile(doc.route, 'body'), body);
  out.write(markdownFile(doc.route), markdown);
  out.frameLinks.set(htmlFile, links.join('\n'));
  return { markdown, search: page.search };
}

/**
 * The page Next rendered for a doc, before it is finished: its template's, stamped with the doc
 * (the payload is written here too), or Next's own (in `out/`, or Next's copy when it did not run).
 */
function docPageFrame(pass: DocPass, doc: DocEntry): string {
  const { model, out, mode, plan, templates } = pass;
  const htmlFile = pageFile(doc.route, 'html');
  const template = plan.templateOf.get(doc.route);
  if (template) {
    const page = templates.get(template.segment)!;
    out.write(pageFile(doc.route, 'payload'), stampFlight(page.payload, template, doc, model.config, pageFile(doc.route, 'payload')));
    return stampHtml(page.html, template, doc, model.config, htmlFile);
  }
  if (mode.kind === 'fresh') checkPayload(out.outDir, pass.nextFiles, doc.route, model.config.basePath);
  const path = mode.kind === 'fresh' ? join(out.outDir, htmlFile) : join(mode.framesDir, prerenderedFrameFile(doc.route));
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new NextContractError(mode.kind === 'fresh' ? NEXT_ASSUMPTIONS.pageHtml : NEXT_ASSUMPTIONS.prerenderedFrame, path, 'no such file');
  }
}

/** A doc page's payload must name its body file, and the chunks it names must be in the export. */
function checkPayload(outDir: string, files: Set<string>, route: string, basePath: string) {
  const payloadFile = pageFile(route, 'payload');
  if (!files.has(payloadFile)) throw new NextContractError(NEXT_ASSUMPTIONS.pagePayload, payloadFile, 'no such file');
  checkPayloadInExport(readFileSync(join(outDir, payloadFile), 'utf8'), payloadFile, BODY_FILE, files, basePath);
}
