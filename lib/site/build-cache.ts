/**
 * The build cache (`.cache/build/`): each doc's render, stored under a key made of everything the
 * render read — the doc (its file, id, route and text), the site address, whether outputs were
 * made, and the code that renders (every file under `lib/` and `components/mdx/`, the writer
 * components, and the installed packages) — plus what
 * it looked up outside itself (`.md` link targets and image sizes), which are checked again before
 * a cached render is reused. So a render is never stale: a change to any input misses the cache.
 *
 * Files are written to a temporary name and renamed, and named by their key, so two builds at once
 * write the same bytes to the same name and never read a half-written file.
 */
import { createHash, randomBytes, type Hash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ImageSize } from '../image-size';
import type { MarkdownLinkResolver } from '../mdx/remark-markdown-links';
import type { DocToRender, RenderedDoc } from '../render/render-doc';
import { RENDER_CACHE_DIR, RENDERER_CODE } from './stages';

/** Where renders are kept, by key. */
export interface RenderCache {
  get(key: string): RenderedDoc | null;
  /** Keeps a render; `version` is the renderer's version its key was made with. */
  set(key: string, rendered: RenderedDoc, version: string): void;
  /** Removes the entries this build did not use (an edited doc leaves its old render behind). */
  prune(used: Set<string>): void;
}

function sha256(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** Every file under `path` (a folder read whole, a file itself, nothing for a missing path), in a fixed order. */
function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(path, entry.name)) : [join(path, entry.name)]))
    .sort();
}

/** Adds to `hash` every file under `paths` (relative to `projectRoot`), each with its path: a change, addition or removal of a file changes the hash. */
export function hashFilesUnder(hash: Hash, projectRoot: string, paths: readonly string[]): Hash {
  for (const file of paths.flatMap((path) => filesUnder(join(projectRoot, path)))) hash.update(`\0${relative(projectRoot, file)}\0`).update(readFileSync(file));
  return hash;
}

/** A hash of the code that renders (`RENDERER_CODE`: every file under `lib/` and `components/mdx/`, and the lockfile of the installed packages). */
export function rendererVersion(projectRoot: string): string {
  const files = RENDERER_CODE.flatMap((path) => filesUnder(join(projectRoot, path)));
  return sha256(...files.flatMap((file) => [relative(projectRoot, file), readFileSync(file, 'utf8')]));
}

/** What a render depends on besides its doc. */
export interface RenderKeyContext {
  version: string;
  url: string;
  basePath: string;
  outputs: boolean;
}

/** The key of a doc's render. */
export function renderKey(doc: DocToRender, context: RenderKeyContext): string {
  return sha256(context.version, context.url, context.basePath, String(context.outputs), doc.id, doc.file, doc.route, doc.source);
}

/** True when what a cached render looked up outside its doc still answers the same. */
export function lookupsUnchanged(
  rendered: Pick<RenderedDoc, 'markdownLinks' | 'imageSizes'>,
  docId: string,
  resolve: MarkdownLinkResolver,
  sizeOf: (path: string) => ImageSize | null,
): boolean {
  const sameSize = (a: ImageSize | null, b: ImageSize | null) => a?.width === b?.width && a?.height === b?.height;
  return (
    Object.entries(rendered.markdownLinks).every(([target, route]) => resolve(target, docId) === route) &&
    Object.entries(rendered.imageSizes).every(([path, size]) => sameSize(size, sizeOf(path)))
  );
}

/** A cache on disk under `projectRoot/.cache/build/render/`. */
export function diskCache(projectRoot: string): RenderCache {
  const dir = join(projectRoot, RENDER_CACHE_DIR);
  const fileOf = (key: string) => join(dir, key.slice(0, 2), `${key}.json`);
  return {
    get(key) {
      try {
        return JSON.parse(readFileSync(fileOf(key), 'utf8')) as RenderedDoc;
      } catch {
        return null;
      }
    },
    set(key, rendered) {
      const file = fileOf(key);
      mkdirSync(join(dir, key.slice(0, 2)), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      writeFileSync(temporary, JSON.stringify(rendered));
      renameSync(temporary, file);
    },
    prune(used) {
      let folders: string[];
      try {
        folders = readdirSync(dir);
      } catch {
        return;
      }
      for (const folder of folders) {
        for (const name of readdirSync(join(dir, folder))) {
          const key = name.replace(/\.json$/, '');
          // A temporary file of a build still running is left to it; an old one goes.
          const stale = name.endsWith('.tmp') ? Date.now() - statSync(join(dir, folder, name)).mtimeMs > 3_600_000 : !used.has(key);
          if (stale) rmSync(join(dir, folder, name), { force: true });
        }
      }
    },
  };
}

/**
 * The cache in memory in front of the one on disk, for the dev server: a render is read from disk
 * once and then kept, and a new one goes to both, so the next `npm run dev` (or build) finds it and
 * a warm start renders nothing, the first page included. Only the memory is pruned; the disk is
 * pruned by the build.
 *
 * The dev server renders with the code it bundled at its start. Once `lib/` or `components/mdx/`
 * differ on disk (the renderer's version a render is keyed by is read from disk), its new renders
 * stay in memory: on disk, under the new code's key, the next build would reuse them.
 */
export function devCache(projectRoot: string): RenderCache {
  const memory = memoryCache();
  const disk = diskCache(projectRoot);
  const started = rendererVersion(projectRoot);
  return {
    get(key) {
      const kept = memory.get(key);
      if (kept) return kept;
      const stored = disk.get(key);
      if (stored) memory.set(key, stored, started);
      return stored;
    },
    set(key, rendered, version) {
      memory.set(key, rendered, version);
      if (version === started) disk.set(key, rendered, version);
    },
    prune: (used) => memory.prune(used),
  };
}

/** A cache in memory, for tests and for the dev server's `devCache`. */
export function memoryCache(): RenderCache {
  const entries = new Map<string, RenderedDoc>();
  return {
    get: (key) => entries.get(key) ?? null,
    set: (key, rendered) => void entries.set(key, rendered),
    prune: (used) => {
      for (const key of entries.keys()) if (!used.has(key)) entries.delete(key);
    },
  };
}
