/**
 * Viewing a doc stores its version as the reader's preferred one (the version badge's behaviour);
 * a stored id that names no version of this site is removed.
 */
import type { DocsVersion } from '@/lib/config-types';
import { PREFERRED_VERSION_KEY } from '@/lib/constants';
import { knownVersionId } from '@/lib/versions';

/** Stores the version of the docs in view (the first of `versions`, the one this site builds). */
export function rememberVersion(versions: DocsVersion[]) {
  try {
    if (!knownVersionId(localStorage.getItem(PREFERRED_VERSION_KEY), versions)) localStorage.removeItem(PREFERRED_VERSION_KEY);
    localStorage.setItem(PREFERRED_VERSION_KEY, versions[0].id);
  } catch {
    // Storage may be disabled; the badge still links to the version.
  }
}
