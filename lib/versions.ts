/** The preferred docs version, as stored in localStorage by the version badge. */
import type { DocsVersion } from './config-types';

/** The stored id if it names a known version, else null (the caller then removes it). */
export function knownVersionId(stored: string | null, versions: Pick<DocsVersion, 'id'>[]): string | null {
  return stored !== null && versions.some((version) => version.id === stored) ? stored : null;
}
