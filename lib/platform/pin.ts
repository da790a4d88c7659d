/**
 * The release of the platform the docs describe: one commit of `airyhq/airy` and its tag. A module
 * of its own, without imports, so `site.config.ts` can name the release in the version label, and
 * `scripts/pin-platform.ts --tag` can rewrite both lines.
 */

/** spec (issue 45): the docs describe airyhq/airy at release 0.56.0 (tag `0.56.0`, 2025-07-25), the release people install. */
export const PLATFORM_COMMIT = '8e82b0641ccab95b4e8c9ea65d993044deb694c0';

/** The release tag of `PLATFORM_COMMIT`, as the prose names it. */
export const PLATFORM_RELEASE = '0.56.0';
