/** Base-path arithmetic shared by the config, the build scripts and the components. */

/** Normalises a base path to `/` or `/a/b/` (leading and trailing slash). */
export function normalizeBasePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** The base path as Next's `basePath` wants it: `''` or `/a/b` (no trailing slash). */
export function nextBasePath(basePath: string): string {
  return basePath === '/' ? '' : basePath.replace(/\/$/, '');
}

/** Prefixes a site-absolute path (`/img/x.svg`) with the base path. */
export function withBasePath(basePath: string, path: string): string {
  if (!path.startsWith('/')) return path;
  return nextBasePath(basePath) + path;
}
