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
};

export default nextConfig;
