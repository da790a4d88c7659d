/**
 * The platform's release tags: `x.y.z` and, for the first three releases, `core/x.y.z` (75 tags from
 * core/0.1.0 to 0.56.0). Other tags (`npm-v*`, `v0.1`, `untagged-*`, …) are no releases.
 */

const RELEASE_TAG = /^(?:core\/)?(\d+)\.(\d+)\.(\d+)$/;

/** The release a tag names (`core/0.1.0` → `0.1.0`), or null for a tag that is no release. */
export function releaseOfTag(tag: string): string | null {
  const match = RELEASE_TAG.exec(tag);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : null;
}

function parts(version: string): number[] {
  return version.split('.').map(Number);
}

/** Orders versions by number: 0.9.0 < 0.10.0 < 0.10.1. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [parts(a), parts(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** A hotfix release: its patch number is not 0 (`0.23.1`). */
export function isHotfix(version: string): boolean {
  return parts(version)[2] !== 0;
}

/** The release tags among `tags` up to and including `pin`, oldest first, with their versions. */
export function releaseTagsUpTo(tags: string[], pin: string): { tag: string; version: string }[] {
  return tags
    .map((tag) => ({ tag, version: releaseOfTag(tag) }))
    .filter((entry): entry is { tag: string; version: string } => entry.version !== null && compareVersions(entry.version, pin) <= 0)
    .sort((a, b) => compareVersions(a.version, b.version));
}
