/**
 * What `npm run dev` keeps of `next dev`'s answers, so that a second start shows its first page
 * before Next has compiled anything. Next's page for a doc route, and the files under
 * `/_next/static/` that page loads, depend only on what `next build` reads (`nextInputsHash`: the
 * frame, the app's code and styles, the configs, the installed packages) and on the dev settings in
 * the environment; two sessions with the same inputs answer the same bytes but for a request id
 * (assumption `dev-replayable`). So the dev server keeps, under a hash of those inputs (`replayKey`),
 * each page's HTML as Next rendered it (before the dev server finishes it) and each static file Next
 * served. A start with the same hash finishes a kept page afresh (its body read now) while Next
 * compiles, and answers its static files from the copy until Next serves pages itself.
 *
 * The copy is an optimisation: a file it cannot read is a page asked of Next, as without it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nextInputsHash } from '../site/next-inputs';

/** Settings in the environment that change what `next dev` compiles (besides those `next build` reads). */
const DEV_ENV = ['DOCS_DOCSEARCH', 'DOCS_DEV_SOURCE_MAPS'] as const;

/** The hash the copy is kept under: everything Next reads, with the frame as written now, and the dev settings in `env`. */
export function replayKey(projectRoot: string, env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256').update(nextInputsHash(projectRoot, env));
  for (const name of DEV_ENV) hash.update(`\0${name}=${env[name] ?? ''}`);
  return hash.digest('hex').slice(0, 32);
}

/** The static files a page or a style sheet names: every `/_next/static/…` path in it, under `basePath` (`/` or `/docs/`). */
export function staticFilesIn(text: string, basePath: string): string[] {
  const prefix = basePath.replace(/\/$/, '');
  const found = new Set<string>();
  for (const match of text.matchAll(/\/_next\/static\/[^"'\\\s?#)<>]+/g)) found.add(prefix + match[0]);
  return [...found].sort();
}

/** Whether `dir` holds a copy at all (of any inputs): read before the inputs are known. */
export const hasReplay = (dir: string) => existsSync(join(dir, 'index.json'));

/** One static file as Next served it. */
export interface KeptFile {
  type: string;
  body: Buffer;
}

interface ReplayIndex {
  key: string;
  /** Route → file name of its page. */
  pages: Record<string, string>;
  /** URL path → file name and content type. */
  files: Record<string, { name: string; type: string }>;
}

/** The index in `indexFile` when it was kept for `key`; null when there is none, it cannot be read, or it is for other inputs. */
function readIndex(indexFile: string, key: string): ReplayIndex | null {
  try {
    const read = JSON.parse(readFileSync(indexFile, 'utf8')) as ReplayIndex;
    return read.key === key ? read : null;
  } catch {
    return null;
  }
}

const nameOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/**
 * The copy in `dir`, read for `key`: what it holds is answered only while its key is the one
 * the dev server started with; what it records goes under the key of the moment (`rekey`).
 */
export function openReplay(dir: string, startKey: string) {
  const indexFile = join(dir, 'index.json');
  /**
   * A new, empty copy for `key`. What the folder held was kept for other inputs (an edited
   * component, another branch) and answers nothing: it goes now, so no file outlives the index that
   * names it and the folder holds one session's copy at most.
   */
  const emptied = (key: string): ReplayIndex => {
    rmSync(dir, { recursive: true, force: true });
    return { key, pages: {}, files: {} };
  };
  let index = readIndex(indexFile, startKey) ?? emptied(startKey);
  /** Whether the copy was made with the inputs this start has. */
  const keptForStart = () => index.key === startKey;

  const save = () => {
    try {
      mkdirSync(dir, { recursive: true });
      // Written aside and renamed: a second dev server, or a stop mid-write, never leaves half an index.
      const aside = `${indexFile}.${process.pid}`;
      writeFileSync(aside, JSON.stringify(index));
      renameSync(aside, indexFile);
    } catch {
      // The copy is an optimisation; the next start asks Next.
    }
  };
  const write = (name: string, body: string | Buffer): boolean => {
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, name), body);
      return true;
    } catch {
      return false;
    }
  };
  const read = (name: string): Buffer | null => {
    try {
      return readFileSync(join(dir, name));
    } catch {
      return null;
    }
  };

  /** Of `paths`, those not kept. */
  const missing = (paths: string[]) => paths.filter((path) => !(path in index.files));

  return {
    /** The key of what is recorded now. */
    key: () => index.key,
    /** Whether some page was kept with this start's inputs. */
    servesStart: () => keptForStart() && Object.keys(index.pages).length > 0,
    /**
     * Next's page for `route` as the last session kept it, when it was kept with this start's
     * inputs and every static file it names is kept too; null otherwise.
     */
    page(route: string, basePath: string): string | null {
      if (!keptForStart() || !(route in index.pages)) return null;
      const html = read(index.pages[route])?.toString('utf8') ?? null;
      if (html === null || missing(staticFilesIn(html, basePath)).length) return null;
      return html;
    },
    /** A static file kept with this start's inputs, or null. */
    file(path: string): KeptFile | null {
      const kept = keptForStart() ? index.files[path] : undefined;
      const body = kept ? read(kept.name) : null;
      return kept && body ? { type: kept.type, body } : null;
    },
    missing,
    /** The routes whose pages are kept. */
    routes: () => Object.keys(index.pages),
    /** Keeps Next's page for `route` (under the key of the moment). */
    keepPage(route: string, html: string) {
      const name = `page-${nameOf(route)}.html`;
      if (!write(name, html)) return;
      index.pages[route] = name;
      save();
    },
    /** Keeps a static file Next served. */
    keepFile(path: string, type: string, body: Buffer) {
      const name = `file-${nameOf(path)}`;
      if (!write(name, body)) return;
      index.files[path] = { name, type };
      save();
    },
    /** Next's inputs changed (`key`): what was kept is for other inputs, and goes. */
    rekey(key: string) {
      if (key !== index.key) index = emptied(key);
    },
  };
}

export type Replay = ReturnType<typeof openReplay>;
