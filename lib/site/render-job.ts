/**
 * What rendering a set of docs needs, in a form that crosses into a render process: the site
 * address, the routes of the docs (for `.md` links) and where images are. Both the build process
 * and the workers turn it into the renderer's context the same way.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readImageSize, type ImageSize } from '../image-size';
import { createMarkdownLinkResolver } from '../mdx/remark-markdown-links';
import type { SiteConfig } from '../config-types';
import type { RenderContext } from '../render/render-doc';
import { readPlatformFacts } from '../platform/facts';
import { readPlatformHistory } from '../platform/history-file';

/** The plain data of a render job. */
export interface RenderJob {
  projectRoot: string;
  url: string;
  basePath: string;
  outputs: boolean;
  /** Every doc's id and route. */
  routes: [id: string, route: string][];
}

/** The job of rendering `docs` for a site (`outputs` off for the content check alone). */
export function renderJobOf(projectRoot: string, config: Pick<SiteConfig, 'url' | 'basePath'>, docs: { id: string; route: string }[], outputs: boolean): RenderJob {
  return { projectRoot, url: config.url, basePath: config.basePath, outputs, routes: docs.map((doc): [string, string] => [doc.id, doc.route]) };
}

/** The file under `public/` a site path names, or null. */
export function publicFile(projectRoot: string, path: string): string | null {
  const publicDir = join(projectRoot, 'public');
  const file = join(publicDir, decodeURIComponent(path));
  return file.startsWith(publicDir) && existsSync(file) && statSync(file).isFile() ? file : null;
}

/**
 * The renderer's context for a job; the platform's facts and the images' sizes are read afresh
 * for each job, so an edit to them reaches the next one. Within a job each image is read once: a
 * site's docs share their images, and a cached render's sizes are checked on every build.
 */
export function renderContextOf(job: RenderJob): RenderContext {
  const sizes = new Map<string, ImageSize | null>();
  return {
    platform: readPlatformFacts(job.projectRoot),
    history: readPlatformHistory(job.projectRoot),
    url: job.url,
    basePath: job.basePath,
    outputs: job.outputs,
    resolveMarkdownLink: createMarkdownLinkResolver(new Map(job.routes)),
    sizeOf: (path) => {
      if (!sizes.has(path)) {
        const file = publicFile(job.projectRoot, path);
        sizes.set(path, file ? readImageSize(file) : null);
      }
      return sizes.get(path)!;
    },
  };
}
