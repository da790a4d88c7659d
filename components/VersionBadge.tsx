'use client';
/**
 * The "Next" badge at the top of the sidebar, linking to the version's main doc. Viewing a doc
 * stores its version id as the preferred one; an unknown stored id is removed.
 */
import { useEffect } from 'react';
import type { DocsVersion } from '@/lib/config-types';
import { PREFERRED_VERSION_KEY } from '@/lib/constants';
import { knownVersionId } from '@/lib/versions';
import { SiteLink } from './SiteLink';

interface VersionBadgeProps {
  version: DocsVersion;
  versions: DocsVersion[];
  /** The version's main doc, or the site's home when the build has no page there. */
  href: string;
}

export function VersionBadge({ version, versions, href }: VersionBadgeProps) {
  useEffect(() => {
    try {
      if (!knownVersionId(localStorage.getItem(PREFERRED_VERSION_KEY), versions)) localStorage.removeItem(PREFERRED_VERSION_KEY);
      localStorage.setItem(PREFERRED_VERSION_KEY, version.id);
    } catch {
      // Storage may be disabled; the badge still links to the version.
    }
  }, [version, versions]);
  return (
    <SiteLink href={href} className="version-badge" title={`Version: ${version.label}`}>
      {version.label}
    </SiteLink>
  );
}
