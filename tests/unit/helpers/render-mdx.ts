/** One MDX source rendered as the build renders a doc: its HTML, its Markdown copy and its problems. */
import type { Diagnostic } from '../../../lib/diagnostics';
import { loadGrammarsFor, renderDoc } from '../../../lib/render/render-doc';

interface RenderedMdx {
  html: string;
  markdown: string;
  /** Problems as the check prints them: `line:column: message — hint`. */
  problems: string[];
}

const format = (d: Diagnostic) => `${d.line}${d.column ? `:${d.column}` : ''}: ${d.message} — ${d.hint}`;

/** Renders `source` as `content/page.mdx` at `/guide/page` of a site at https://docs.test under /base/. */
export async function renderMdx(source: string): Promise<RenderedMdx> {
  await loadGrammarsFor([source]);
  const doc = { id: 'guide/page', file: 'content/guide/page.mdx', route: '/guide/page', source };
  const sizeOf = (path: string) => (path.endsWith('.svg') ? { width: 40, height: 30 } : null);
  const rendered = renderDoc(doc, { url: 'https://docs.test', basePath: '/base/', resolveMarkdownLink: () => null, sizeOf, outputs: true });
  return { html: rendered.html, markdown: rendered.markdown, problems: rendered.diagnostics.map(format) };
}
