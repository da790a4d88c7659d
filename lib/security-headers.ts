/**
 * The HTTP headers every host recipe sends (`deploy/nginx.conf`, Netlify's `_headers`, the
 * CloudFront notes). The page's own policy — script hashes and allowed hosts — travels in a
 * `<meta>` tag written by the export pass (`lib/export/page.ts`); the header adds what a meta tag cannot carry.
 */

/** Sent with every response. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // A meta-tag policy cannot say who may frame the page; the header does.
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Hashed build assets (`/_next/static/…`): their names change with their content. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
