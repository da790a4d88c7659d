/**
 * The template pages of a build (`lib/site/page-plan.ts`) as the export pass reads them: after a
 * fresh `next build` from `out/`, where Next wrote them, checked and then removed (they are not
 * pages of the site) and kept in the build cache; when `next build` was skipped, from that copy.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

const keptFile = (keepDir: string, template: PageTemplate, kind: 'html' | 'payload') => join(keepDir, `${template.segment}.${kind === 'html' ? 'html' : 'txt'}`);

/**
 * Reads the templates Next wrote into `outDir`, keeps them in `keepDir`, and removes them from the
 * export and from `files` (its listing). Answers them by segment; checks that each payload names
 * the body file and chunks the export has.
 */
export function takeTemplates(plan: PagePlan, outDir: string, files: Set<string>, keepDir: string, basePath: string): Map<string, TemplatePage> {
  if (!plan.templates.length) return new Map();
  if (!keepDir) throw new Error('the export pass needs a folder to keep the template pages in (templatesDir)');
  rmSync(keepDir, { recursive: true, force: true });
  mkdirSync(keepDir, { recursive: true });
  const pages = new Map<string, TemplatePage>();
  for (const template of plan.templates) {
    const htmlFile = pageFile(template.entry.route, 'html');
    const payloadFile = pageFile(template.entry.route, 'payload');
    if (!files.has(htmlFile) || !files.has(payloadFile)) {
      throw new NextContractError(NEXT_ASSUMPTIONS.pageHtml, files.has(htmlFile) ? payloadFile : htmlFile, 'no such file for a template page');
    }
    const page = { template, html: readFileSync(join(outDir, htmlFile), 'utf8'), payload: readFileSync(join(outDir, payloadFile), 'utf8') };
    checkPayloadInExport(page.payload, payloadFile, BODY_FILE, files, basePath);
    writeFileSync(keptFile(keepDir, template, 'html'), page.html);
    writeFileSync(keptFile(keepDir, template, 'payload'), page.payload);
    rmSync(join(outDir, template.segment), { recursive: true, force: true });
    for (const file of [...files]) if (file.startsWith(`${template.segment}/`)) files.delete(file);
    pages.set(template.segment, page);
  }
  return pages;
}

/** The templates kept by the last fresh build, for a build that skipped `next build`. */
export function keptTemplates(plan: PagePlan, keepDir: string): Map<string, TemplatePage> {
  const pages = new Map<string, TemplatePage>();
  for (const template of plan.templates) {
    const html = keptFile(keepDir, template, 'html');
    if (!existsSync(html)) throw new Error(`the build cache lost the template page ${template.segment} (${keepDir} removed?): run \`npm run build -- --clean\``);
    pages.set(template.segment, { template, html: readFileSync(html, 'utf8'), payload: readFileSync(keptFile(keepDir, template, 'payload'), 'utf8') });
  }
  return pages;
}
