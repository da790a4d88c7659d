/**
 * The host a "Try it" request goes to: the reader's Airy instance, typed as an origin
 * (`https://airy.example.com`). Its API paths sit at the root of that origin, so a path, a query
 * or a fragment is a mistake, not a prefix.
 */

/** A checked host, or why the text is not one. */
export type HostCheck = { ok: true; origin: string } | { ok: false; problem: string };

/** Checks the host field: an `http:` or `https:` origin, nothing else. */
export function checkHost(text: string): HostCheck {
  const value = text.trim();
  if (!value) return { ok: false, problem: 'Enter the address of your Airy instance, for example https://airy.example.com.' };
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(value)) {
    return { ok: false, problem: `Start the address with https:// or http:// (for example https://${value.replace(/^\/+/, '')}).` };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, problem: 'This is not a web address. Write it like https://airy.example.com.' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, problem: 'Use an https:// or http:// address.' };
  if (url.username || url.password) return { ok: false, problem: 'Leave the user name and password out of the address.' };
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    return { ok: false, problem: `Give only the instance's origin, ${url.origin}: the API's paths are added for you.` };
  }
  return { ok: true, origin: url.origin };
}

/**
 * True for hosts browsers treat as potentially trustworthy although served over `http:`
 * (the loopback addresses and `*.localhost`): an `https:` page may fetch from them.
 */
function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/** True when a browser blocks a request from `pageUrl` to `origin` as mixed content. */
export function isMixedContent(pageUrl: string, origin: string): boolean {
  const target = new URL(origin);
  return new URL(pageUrl).protocol === 'https:' && target.protocol === 'http:' && !isLoopbackHost(target.hostname);
}

/**
 * True for loopback, private (RFC 1918, IPv6 unique-local) and `.local` hosts: a public page's
 * request to them may need the reader's consent (Chrome's local network access prompt).
 */
export function isLocalNetworkHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    isLoopbackHost(name) ||
    name.endsWith('.local') ||
    /^(10(\.\d{1,3}){3}|192\.168(\.\d{1,3}){2}|172\.(1[6-9]|2\d|3[01])(\.\d{1,3}){2})$/.test(name) ||
    /^f[cd][0-9a-f]{2}:/.test(name)
  );
}
