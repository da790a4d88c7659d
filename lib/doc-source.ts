/** A doc's MDX as the renderer compiles it, looked up by id in the site data. */
import { join } from 'node:path';
import { readDoc } from './content';
import { prepareSource } from './mdx/pipeline';
import type { SiteData } from './site-data';

/** The prepared source of doc `id` (front matter blanked, leading h1 removed, admonitions rewritten). */
export function loadDocSource(site: SiteData, id: string, projectRoot: string = process.cwd()): string | null {
  const entry = site.docs.find((doc) => doc.id === id);
  if (!entry) return null;
  const { doc } = readDoc(join(projectRoot, entry.file), site.contentDir, projectRoot);
  return prepareSource(doc.source);
}
