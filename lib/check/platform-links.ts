/**
 * Links into the platform's repository (issue 22, item 4): a link to a file or folder
 * (`github.com/airyhq/airy/blob|tree|raw|blame/<ref>/<path>`, `raw.githubusercontent.com/…`) must
 * use the pinned commit as `<ref>`, so it cannot rot, and name a path that exists at that commit;
 * a link to a line (`#L12`, `#L12-L20`) must name a line the file has there (issue 48).
 * Issues, pull requests, releases, commits and the repository itself are not file links and pass.
 */
import type { Diagnostic } from '../diagnostics';
import type { CollectedReference } from '../mdx/rehype-collect';
import { pinnedPlatform, type PlatformTree } from './platform';
import { editDistance } from '../edit-distance';

/** GitHub's views of a file or folder at a ref: `/<owner>/<name>/<view>/<ref>/<path>`. */
const FILE_VIEWS = new Set(['blob', 'tree', 'raw', 'blame']);

/** A link to a file or folder of the repository, split into what the check needs. */
export interface PlatformFileLink {
  /** The URL up to the ref, canonical (`https://github.com/airyhq/airy/blob`). */
  base: string;
  view: string;
  /** The segments after the view: the ref (which may hold slashes) and then the path. */
  rest: string[];
  /** `?query#fragment` as written, kept in the suggested URL (`#L16`). */
  suffix: string;
}

function segments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean).map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
}

/** The link's parts when it points at a file or folder of `repository`, else null. */
export function parsePlatformLink(href: string, repository: string): PlatformFileLink | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const parts = segments(url.pathname);
  const names = (owner = '', name = '') => `${owner}/${name.replace(/\.git$/i, '')}`.toLowerCase() === repository.toLowerCase();
  const suffix = `${url.search}${url.hash}`;
  if ((host === 'github.com' || host === 'www.github.com') && names(parts[0], parts[1]) && FILE_VIEWS.has(parts[2]) && parts.length > 3) {
    return { base: `https://github.com/${repository}/${parts[2]}`, view: parts[2], rest: parts.slice(3), suffix };
  }
  if (host === 'raw.githubusercontent.com' && names(parts[0], parts[1]) && parts.length > 2) {
    return { base: `https://raw.githubusercontent.com/${repository}`, view: 'raw', rest: parts.slice(2), suffix };
  }
  return null;
}

const exists = (tree: PlatformTree, path: string) => path === '' || tree.files.has(path) || tree.folders.has(path);

/** Refs that never hold a slash: the long-lived branches, version tags and commit hashes. */
const ONE_SEGMENT_REF = /^(main|master|develop|HEAD|v?\d[\w.-]*|[0-9a-f]{7,40})$/;

/**
 * The ref and path of a link. A branch name may hold slashes (`release/0.50.1`, `hotfix/x`), so
 * unless the first segment is a ref that cannot, the first split that names an existing path wins.
 */
export function splitRef(rest: string[], tree: PlatformTree): { ref: string; path: string } {
  if (!ONE_SEGMENT_REF.test(rest[0])) {
    for (let at = 1; at < rest.length; at++) {
      const path = rest.slice(at).join('/');
      if (exists(tree, path)) return { ref: rest.slice(0, at).join('/'), path };
    }
  }
  return { ref: rest[0], path: rest.slice(1).join('/') };
}

/** The existing path closest to a missing one: same file name first, then fewest edits. */
export function closestPath(path: string, tree: PlatformTree): string | null {
  const name = path.split('/').pop()!.toLowerCase();
  const all = [...tree.files, ...tree.folders];
  const sameName = all.filter((candidate) => candidate.split('/').pop()!.toLowerCase() === name);
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of sameName.length ? sameName : all) {
    const distance = editDistance(path, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  // A path far from every existing one has no useful suggestion.
  return sameName.length || bestDistance <= Math.max(3, path.length * 0.4) ? best : null;
}

/** The URL to write instead: the pinned commit, and the view that fits a file or a folder. */
function pinnedUrl(link: PlatformFileLink, path: string, tree: PlatformTree): string {
  const isFolder = path === '' || tree.folders.has(path);
  const base = link.view === 'blob' && isFolder ? link.base.replace(/\/blob$/, '/tree') : link.view === 'tree' && tree.files.has(path) ? link.base.replace(/\/tree$/, '/blob') : link.base;
  return `${base}/${tree.commit}${path ? `/${path}` : ''}${link.suffix}`;
}

const short = (commit: string) => commit.slice(0, 7);

/** GitHub's line anchors: `#L12`, `#L12-L20` (the last line is the one that must exist). */
const LINE_ANCHOR = /#L(\d+)(?:-L?(\d+))?$/;

/** The problem of a link to a line past the end of a pinned text file, or null. */
function lineProblem(link: PlatformFileLink, path: string, tree: PlatformTree): Pick<Diagnostic, 'message' | 'hint'> | null {
  const anchor = LINE_ANCHOR.exec(link.suffix);
  const count = tree.lines.get(path);
  if (!anchor || count === undefined) return null;
  const line = Math.max(Number(anchor[1]), Number(anchor[2] ?? 0));
  if (line >= 1 && line <= count) return null;
  return {
    message: `link into ${tree.repository} points at line ${line} of ${path}, which has ${count} lines at ${tree.repository}@${short(tree.commit)}`,
    hint: `link a line from 1 to ${count} (the line counts are in lib/check/platform-paths.txt, written by scripts/pin-platform.ts)`,
  };
}

/** The problem with one link, or null when it is pinned and names an existing path (and line). */
function problemOf(link: PlatformFileLink, tree: PlatformTree): Pick<Diagnostic, 'message' | 'hint'> | null {
  const { ref, path } = splitRef(link.rest, tree);
  const found = exists(tree, path);
  const suggestion = found ? path : closestPath(path, tree);
  const at = `${tree.repository}@${short(tree.commit)}`;
  if (ref !== tree.commit) {
    const missing = found ? '' : suggestion ? ` (${path} does not exist at ${at}; this is the closest path)` : ` — but ${path} does not exist at ${at}: find where it is at that commit`;
    return {
      message: `link into ${tree.repository} uses "${ref}" instead of the commit the docs describe`,
      hint: `use ${pinnedUrl(link, suggestion ?? path, tree)}${missing}`,
    };
  }
  if (found) return lineProblem(link, path, tree);
  return {
    message: `link into ${tree.repository} names ${path}, which does not exist at ${at}`,
    hint: suggestion ? `did you mean ${suggestion}? (${pinnedUrl(link, suggestion, tree)})` : `no path at ${at} is close; the paths are listed in lib/check/platform-paths.txt`,
  };
}

/** Checks the links of one page that point into the platform's repository. */
export function checkPlatformLinks(page: { file: string }, references: CollectedReference[], tree: PlatformTree = pinnedPlatform()): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const reference of references) {
    if (reference.kind !== 'link') continue;
    const link = parsePlatformLink(reference.url, tree.repository);
    const problem = link && problemOf(link, tree);
    if (problem) diagnostics.push({ severity: 'error', file: page.file, line: reference.line, column: reference.column, ...problem });
  }
  return diagnostics;
}
