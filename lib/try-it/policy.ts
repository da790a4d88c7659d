/**
 * Whether the page's Content-Security-Policy lets it connect to a host. A document keeps the
 * policy of the page it was loaded as: a reader who came to an endpoint page by a client
 * navigation from a page without endpoints runs under that page's `connect-src 'self'`, so Send
 * could not reach the instance. The panel reads the policies in force (the `<meta>` tags of the
 * first page, which client navigations do not change) and asks for a reload instead of failing.
 */

/** The sources of the directive that governs `fetch` (connect-src, else default-src); null when the policy has neither. */
function connectSources(policy: string): string[] | null {
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name.toLowerCase(), sources] as const),
  );
  return directives.get('connect-src') ?? directives.get('default-src') ?? null;
}

function hostSourceMatches(source: string, target: URL): boolean {
  const match = /^(?:([a-z][a-z\d+.-]*):\/\/)?(\*\.)?([^:/]+|\*)(?::(\d+|\*))?(\/.*)?$/i.exec(source);
  if (!match) return false;
  const [, scheme, wildcard, host, port] = match;
  const targetScheme = target.protocol.slice(0, -1);
  const wanted = scheme?.toLowerCase();
  // A host source without a scheme matches http and https; `http://` also matches `https://`.
  const schemeMatches = wanted ? wanted === targetScheme || (wanted === 'http' && targetScheme === 'https') : targetScheme === 'http' || targetScheme === 'https';
  if (!schemeMatches) return false;
  const name = target.hostname.toLowerCase();
  const hostMatches = host === '*' || (wildcard ? name.endsWith(`.${host.toLowerCase()}`) : name === host.toLowerCase());
  const defaultPort = targetScheme === 'https' ? '443' : '80';
  return hostMatches && (port === '*' || (port ?? defaultPort) === (target.port || defaultPort));
}

function sourceMatches(source: string, target: URL, pageOrigin: string): boolean {
  const lower = source.toLowerCase();
  if (lower === "'self'") return target.origin === pageOrigin;
  if (lower === '*') return /^(https?|wss?):$/.test(target.protocol);
  // A scheme source; `http:` also allows `https:` (CSP Level 3).
  if (/^[a-z][a-z\d+.-]*:$/.test(lower)) return lower === target.protocol || (lower === 'http:' && target.protocol === 'https:');
  if (lower.startsWith("'")) return false;
  return hostSourceMatches(source, target);
}

/** True when every policy allows `fetch` from a page of `pageOrigin` to `origin`. */
export function policiesAllowConnect(policies: string[], origin: string, pageOrigin: string): boolean {
  const target = new URL(origin);
  return policies.every((policy) => {
    const sources = connectSources(policy);
    return sources === null || sources.some((source) => sourceMatches(source, target, pageOrigin));
  });
}
