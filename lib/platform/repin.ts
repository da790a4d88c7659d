/**
 * Moving the pin (issue 46): the docs describe the platform at one release tag. Re-pinning to
 * another rewrites what the docs know of it — the file paths (`lib/check/platform-paths.txt`), the
 * facts (`facts.json`), the history (`history.json`) and the pin itself (`PLATFORM_COMMIT` and
 * `PLATFORM_RELEASE` in `lib/platform/pin.ts`) — and lists every `<Platform>` value of the
 * content whose text changes, with its `file:line`, so that a writer reads each sentence again.
 * `npm run check` then names every operation, key, component and event the new release lacks.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { platformText, type Asked } from '../../components/mdx/Platform';
import { extractFacts } from './extract-facts';
import { PLATFORM_FACTS_PATH, type PlatformFacts } from './facts';
import { writePathsList } from '../check/platform';
import { gitSource, readLineCounts, resolveCommit } from './git-source';
import { PLATFORM_HISTORY_PATH, type HistoryFile } from './history-file';
import { readHistoryFromGit } from './read-history';
import { releaseOfTag } from './release-tags';
import type { Rename } from './history';

const PATHS_FILE = join('lib', 'check', 'platform-paths.txt');
const PIN_MODULE = join('lib', 'platform', 'pin.ts');

/** One `<Platform>` whose text differs between two sets of facts. */
export interface PlatformDrift {
  file: string;
  line: number;
  element: string;
  before: string | null;
  after: string | null;
}

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every `<Platform …/>` of the content whose text differs between the two sets of facts. */
function platformDrift(contentDir: string, projectRoot: string, before: PlatformFacts, after: PlatformFacts): PlatformDrift[] {
  const drift: PlatformDrift[] = [];
  for (const file of mdxFiles(contentDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/<Platform\b([^>]*?)\/?>/g)) {
      const asked = Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((attribute) => [attribute[1], attribute[2]])) as Asked;
      const [was, now] = [platformText(asked, before), platformText(asked, after)];
      if (was !== now) drift.push({ file: relative(projectRoot, file), line: text.slice(0, match.index).split('\n').length, element: match[0], before: was, after: now });
    }
  }
  return drift;
}

/** A drift as a line for the terminal: `content/a.mdx:12: <Platform default="x" /> was `1`, now `2``. */
export function formatDrift(drift: PlatformDrift): string {
  const shown = (value: string | null) => value ?? 'an error (the question names something the release lacks)';
  return `${drift.file}:${drift.line}: ${drift.element} was ${shown(drift.before)}, now ${shown(drift.after)} — read the sentence again`;
}

/** The pin module's text with `PLATFORM_COMMIT` and `PLATFORM_RELEASE` set; it must hold both. */
function pinModuleText(text: string, commit: string, release: string): string {
  const next = text.replace(/(export const PLATFORM_COMMIT = ')[0-9a-f]{40}(';)/, `$1${commit}$2`).replace(/(export const PLATFORM_RELEASE = ')[^']*(';)/, `$1${release}$2`);
  if (!next.includes(commit) || !next.includes(`'${release}'`)) throw new Error(`${PIN_MODULE} has no PLATFORM_COMMIT or PLATFORM_RELEASE line to rewrite`);
  return next;
}

/** What a re-pin read and wrote. */
export interface Repinned {
  commit: string;
  release: string;
  facts: PlatformFacts;
  history: HistoryFile;
  paths: string[];
  drift: PlatformDrift[];
  /** The text of each file the pin decides, by path from the project root. */
  files: Map<string, string>;
}

/** Writes the files of a re-pin. */
export function writeRepinned(projectRoot: string, repinned: Repinned): void {
  for (const [path, text] of repinned.files) {
    mkdirSync(dirname(join(projectRoot, path)), { recursive: true });
    writeFileSync(join(projectRoot, path), text);
  }
}

/**
 * Reads what re-pinning the project at `projectRoot` to the release tag `tag` of the clone at
 * `gitDir` writes (the paths, the facts, the history and, when the project has it, the pin module)
 * and the drift of its content's `<Platform>` values; `writeRepinned` writes it.
 */
export async function repin(options: { gitDir: string; tag: string; projectRoot: string; contentDir?: string; renames?: Rename[]; workers?: number }): Promise<Repinned> {
  const { gitDir, tag, projectRoot } = options;
  const release = releaseOfTag(tag);
  if (!release) throw new Error(`${tag} is not a release tag (x.y.z or core/x.y.z)`);
  const commit = resolveCommit(gitDir, `refs/tags/${tag}`);
  const source = gitSource(gitDir, commit);
  const facts = extractFacts(source);
  const history = await readHistoryFromGit(gitDir, { release, commit }, { workers: options.workers, renames: options.renames });
  const factsFile = join(projectRoot, PLATFORM_FACTS_PATH);
  const before = existsSync(factsFile) ? (JSON.parse(readFileSync(factsFile, 'utf8')) as PlatformFacts) : null;
  const contentDir = options.contentDir ?? join(projectRoot, 'content');
  const drift = before && existsSync(contentDir) ? platformDrift(contentDir, projectRoot, before, facts) : [];
  const files = new Map([
    [PATHS_FILE, writePathsList(source.paths, readLineCounts(gitDir, commit, source.paths))],
    [PLATFORM_FACTS_PATH, `${JSON.stringify(facts, null, 2)}\n`],
    [PLATFORM_HISTORY_PATH, `${JSON.stringify(history, null, 1)}\n`],
  ]);
  const pinModule = join(projectRoot, PIN_MODULE);
  if (existsSync(pinModule)) files.set(PIN_MODULE, pinModuleText(readFileSync(pinModule, 'utf8'), commit, release));
  return { commit, release, facts, history, paths: source.paths, drift, files };
}
