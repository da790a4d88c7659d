/**
 * The platform's history (issue 46): for every operation (its path), component and `airy.yaml`
 * key, the releases that had it, worked out from one snapshot per release tag
 * (`scripts/platform-history.ts` writes `history.json`; CI has no network).
 *
 * - Releases are ordered by number; the pin is the last.
 * - "Added in X": X is the lowest-numbered release from which the thing is present in every
 *   higher-numbered release up to the pin. A thing that went away and came back is added where it
 *   came back; its earlier spans are kept.
 * - Presence that only hotfix tags (x.y.z, z > 0) show, and that the next release lacks, does not
 *   count: hotfixes come off release branches and can carry what the next release never had.
 * - Renames (a hand-kept map, `renames.ts`) carry an operation's history over to its new path.
 */
import { compareVersions, isHotfix } from './release-tags';

/** What one release has. */
export interface ReleaseSnapshot {
  version: string;
  operations: string[];
  components: string[];
  keys: string[];
}

/** An operation renamed in a release, by the pull request named. An alias (two paths, one handler) is no rename. */
export interface Rename {
  from: string;
  to: string;
  release: string;
  pr: number;
}

/** Releases `from` to `to`, both included, that had the thing. */
interface Span {
  from: string;
  to: string;
}

/** One thing's history. */
interface HistoryEntry {
  /** Null when the pin lacks it. */
  addedIn: string | null;
  spans: Span[];
  /** The release after its last span, when the pin lacks it. */
  removedIn?: string;
}

type Kind = 'operations' | 'components' | 'keys';

/** The history of every thing of each kind, with the releases read. */
export interface PlatformHistory {
  /** Every release read, oldest first; the last is the pin. */
  releases: string[];
  renames: Rename[];
  operations: Record<string, HistoryEntry>;
  components: Record<string, HistoryEntry>;
  keys: Record<string, HistoryEntry>;
}

/** The path an operation has at the pin: its renames followed from `release` on. */
function currentName(path: string, release: string, renames: Rename[]): string {
  let name = path;
  for (const rename of renames) if (rename.from === name && compareVersions(release, rename.release) < 0) name = rename.to;
  return name;
}

/** The path an operation (named as at the pin) had in `release`: its renames undone back to then. */
function nameAt(path: string, release: string, renames: Rename[]): string {
  let name = path;
  for (const rename of [...renames].reverse()) if (rename.to === name && compareVersions(release, rename.release) < 0) name = rename.from;
  return name;
}

/** Runs of consecutive releases (indexes) that have the thing, without runs of hotfixes alone that end before the pin. */
function runsOf(present: boolean[], releases: string[]): [number, number][] {
  const runs: [number, number][] = [];
  for (let i = 0; i < present.length; i += 1) {
    if (!present[i]) continue;
    let end = i;
    while (end + 1 < present.length && present[end + 1]) end += 1;
    const hotfixesOnly = releases.slice(i, end + 1).every(isHotfix);
    if (!(hotfixesOnly && end < present.length - 1)) runs.push([i, end]);
    i = end;
  }
  return runs;
}

function entryOf(present: boolean[], releases: string[]): HistoryEntry | null {
  const runs = runsOf(present, releases);
  if (!runs.length) return null;
  const spans = runs.map(([from, to]) => ({ from: releases[from], to: releases[to] }));
  const last = runs[runs.length - 1];
  if (last[1] === releases.length - 1) return { addedIn: releases[last[0]], spans };
  return { addedIn: null, spans, removedIn: releases[last[1] + 1] };
}

function kindHistory(snapshots: ReleaseSnapshot[], kind: Kind, name: (value: string, release: string) => string): Record<string, HistoryEntry> {
  const releases = snapshots.map((snapshot) => snapshot.version);
  const sets = snapshots.map((snapshot) => new Set(snapshot[kind].map((value) => name(value, snapshot.version))));
  const names = [...new Set(sets.flatMap((set) => [...set]))].sort();
  const out: Record<string, HistoryEntry> = {};
  for (const thing of names) {
    const entry = entryOf(sets.map((set) => set.has(thing)), releases);
    if (entry) out[thing] = entry;
  }
  return out;
}

/** The history of every operation, component and key over the snapshots (any order; the highest-numbered is the pin). */
export function buildHistory(snapshots: ReleaseSnapshot[], renames: Rename[]): PlatformHistory {
  const ordered = [...snapshots].sort((a, b) => compareVersions(a.version, b.version));
  const sortedRenames = [...renames].sort((a, b) => compareVersions(a.release, b.release));
  return {
    releases: ordered.map((snapshot) => snapshot.version),
    renames: sortedRenames,
    operations: kindHistory(ordered, 'operations', (path, release) => currentName(path, release, sortedRenames)),
    components: kindHistory(ordered, 'components', (name) => name),
    keys: kindHistory(ordered, 'keys', (key) => key),
  };
}

/** One release's changes to the operations: added, removed and renamed (for `/api/changes`). */
export interface ReleaseChanges {
  release: string;
  added: string[];
  removed: string[];
  renamed: Rename[];
}

/** Per release, newest first: the operations added (or back), removed and renamed; releases without a change are left out. */
export function operationChanges(history: PlatformHistory, isOperation: (path: string) => boolean = () => true): ReleaseChanges[] {
  const byRelease = new Map<string, ReleaseChanges>(history.releases.map((release) => [release, { release, added: [], removed: [], renamed: [] }]));
  for (const [path, entry] of Object.entries(history.operations)) {
    if (!isOperation(path)) continue;
    entry.spans.forEach((span) => {
      byRelease.get(span.from)?.added.push(nameAt(path, span.from, history.renames));
      const after = history.releases[history.releases.indexOf(span.to) + 1];
      if (after) byRelease.get(after)?.removed.push(nameAt(path, span.to, history.renames));
    });
  }
  for (const rename of history.renames) byRelease.get(rename.release)?.renamed.push(rename);
  for (const changes of byRelease.values()) changes.added.sort(), changes.removed.sort();
  return [...byRelease.values()].filter((changes) => changes.added.length || changes.removed.length || changes.renamed.length).reverse();
}
