/**
 * Static export: `next build` writes the whole site to `out/`.
 * Trailing slashes are on, so every page is `route/index.html` and both `/cli/usage` and
 * `/cli/usage/` are real on any static host (the README explains the choice).
 */
const basePath = (process.env.BASE_PATH ?? '').trim().replace(/^\/+|\/+$/g, '');

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  basePath: basePath ? `/${basePath}` : '',
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Types are checked by `npm test` (tsc over app, lib, scripts and tests), once, instead of on
  // every build: it cost about 2 s of each `next build`.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
