/**
 * The template pages of a build (`lib/site/page-plan.ts`) as the export pass reads them: after a
 * fresh `next build` from `out/`, where Next wrote them, checked and then removed (they are not
 * pages of the site) and kept in the build cache by a hash of their text, which the build's record
 * names; when `next build` was skipped, from there.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkPayloadInExport, NEXT_ASSUMPTIONS, NextContractError } from '../next-contract';
import type { PagePlan, PageTemplate } from '../site/page-plan';
import { BODY_FILE, pageFile } from '../urls';

/** A template page: its HTML and payload as Next rendered them. */
export interface TemplatePage {
  template: PageTemplate;
  html: string;
  payload: string;
}

/** The template pages a build kept: the hash each is kept under, by segment. */
export type KeptTemplates = Record<string, string>;

const keptFile = (keepDir: string, hash: string, kind: 'html' | 'payload') => join(keepDir, `${hash}.${kind === 'html' ? 'html' : 'txt'}`);

const hashOf = (page: { html: string; payload: string }) => createHash('sha256').update(page.html).update('\0').update(page.payload).digest('base64url').slice(0, 22);

/**
 * Reads the templates Next wrote into `outDir`, keeps them in `keepDir` (removing the ones no
 * longer kept), and removes them from the export and from `files` (its listing). Answers them by
 * segment, with what was kept; checks that each payload names the body file and chunks the export has.
 */
export function takeTemplates(plan: PagePlan, outDir: string, files: Set<string>, keepDir: string, basePath: string): { pages: Map<string, TemplatePage>; kept: KeptTemplates } {
  const pages = new Map<string, TemplatePage>();
  const kept: KeptTemplates = {};
  if (!plan.templates.length) return { pages, kept };
  if (!keepDir) throw new Error('the export pass needs a folder to keep the template pages in (templatesDir)');
  mkdirSync(keepDir, { recursive: true });
  for (const template of plan.templates) {
    const htmlFile = pageFile(template.entry.route, 'html');
    const payloadFile = pageFile(template.entry.route, 'payload');
    if (!files.has(htmlFile) || !files.has(payloadFile)) {
      throw new NextContractError(NEXT_ASSUMPTIONS.pageHtml, files.has(htmlFile) ? payloadFile : htmlFile, 'no such file for a template page');
    }
    const page = { template, html: readFileSync(join(outDir, htmlFile), 'utf8'), payload: readFileSync(join(outDir, payloadFile), 'utf8') };
    checkPayloadInExport(page.payload, payloadFile, BODY_FILE, files, basePath);
    const hash = hashOf(page);
    writeFileSync(keptFile(keepDir, hash, 'html'), page.html);
    writeFileSync(keptFile(keepDir, hash, 'payload'), page.payload);
    kept[template.segment] = hash;
    rmSync(join(outDir, template.segment), { recursive: true, force: true });
    for (const file of [...files]) if (file.startsWith(`${template.segment}/`)) files.delete(file);
    pages.set(template.segment, page);
  }
  const keep = new Set(Object.values(kept));
  for (const name of readdirSync(keepDir)) if (!keep.has(name.replace(/\.(html|txt)$/, ''))) rmSync(join(keepDir, name), { force: true });
  return { pages, kept };
}

/** The templates the last fresh build kept (`kept`, from its record), for a build that skipped `next build`. */
export function keptTemplates(plan: PagePlan, keepDir: string, kept: KeptTemplates): Map<string, TemplatePage> {
  const pages = new Map<string, TemplatePage>();
  for (const template of plan.templates) {
    const hash = kept[template.segment];
    const html = hash ? keptFile(keepDir, hash, 'html') : '';
    if (!existsSync(html)) throw new Error(`the build cache lost the template page ${template.segment} (${keepDir} removed?): run \`npm run build -- --clean\``);
    const page = { template, html: readFileSync(html, 'utf8'), payload: readFileSync(keptFile(keepDir, hash, 'payload'), 'utf8') };
    if (hashOf(page) !== hash) throw new Error(`the template page ${template.segment} in ${keepDir} is not the one the last build kept: run \`npm run build -- --clean\``);
    pages.set(template.segment, page);
  }
  return pages;
}
