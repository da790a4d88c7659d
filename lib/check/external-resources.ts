/**
 * The policy and the content agree: every resource a page's content loads from another origin
 * (an image, a video, a frame…) must be allowed by `externalResources` in `site.config.ts`, which
 * puts its origin into every page's policy (`lib/export/csp.ts`). Otherwise the browser would
 * refuse it in the built site and under `npm run dev` alike, and the check says so first.
 */
import type { ExternalResourcesConfig, SiteConfig } from '../config-types';
import type { Diagnostic } from '../diagnostics';

/** What a resource is, as the setting groups them; `objects` (plugins) no setting allows. */
type ResourceKind = keyof ExternalResourcesConfig | 'objects';

/** A URL an element of a doc loads, where it is written. */
export interface LoadedResource {
  url: string;
  kind: ResourceKind;
  /** The element and attribute it comes from (`<img src>`), for messages. */
  from: string;
  line?: number;
  column?: number;
}

/** The policy directive that governs each kind. */
const RESOURCE_DIRECTIVES: Record<ResourceKind, string> = { images: 'img-src', media: 'media-src', frames: 'frame-src', objects: 'object-src' };

const ABSOLUTE = /^(https?:)?\/\//i;
const STYLE_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/gi;

/** A `srcset`'s URLs (`a.png 1x, b.png 2x`). */
function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
}

/**
 * The URLs an element loads, by kind: `tag` is its name (`img`, or a writer component such as
 * `Image`), `attribute` reads its string attributes, and `parent` is its parent's name (a
 * `<source>` loads an image in a `<picture>`, media in a `<video>`).
 */
export function urlsLoadedBy(tag: string, attribute: (name: string) => string | undefined, parent?: string): Omit<LoadedResource, 'line' | 'column'>[] {
  const found: Omit<LoadedResource, 'line' | 'column'>[] = [];
  const add = (name: string, kind: ResourceKind, split = false) => {
    const value = attribute(name);
    if (value) for (const url of split ? srcsetUrls(value) : [value]) found.push({ url, kind, from: `<${tag} ${name}>` });
  };
  const media = tag === 'source' && parent !== 'picture' ? 'media' : 'images';
  switch (tag) {
    case 'img':
      add('src', 'images');
      add('srcset', 'images', true);
      break;
    case 'Image':
      add('light', 'images');
      add('dark', 'images');
      break;
    case 'video':
    case 'audio':
      add('src', 'media');
      add('poster', 'images');
      break;
    case 'source':
      add('src', media);
      add('srcset', media, true);
      break;
    case 'track':
      add('src', 'media');
      break;
    case 'iframe':
    case 'frame':
      add('src', 'frames');
      break;
    case 'embed':
      add('src', 'objects');
      break;
    case 'object':
      add('data', 'objects');
      break;
  }
  for (const match of (attribute('style') ?? '').matchAll(STYLE_URL)) found.push({ url: match[2], kind: 'images', from: `<${tag} style> url()` });
  return found;
}

/** True for a URL on another origin (`https://…`, `//…`); site paths and `data:` are this site's. */
export function isOtherOrigin(url: string): boolean {
  return ABSOLUTE.test(url);
}

/** The origin of an absolute URL; a scheme-relative one is read as `https:`. */
function originOf(url: string): URL | null {
  try {
    return new URL(url.startsWith('//') ? `https:${url}` : url);
  } catch {
    return null;
  }
}

/** Whether an origin of the setting (`https://img.shields.io`, `https://*.example.com`) allows `url`, as CSP matches host sources. */
export function originAllows(allowed: string, url: URL): boolean {
  const source = /^(https?):\/\/(\*\.)?([^:/]+)(?::(\d+))?$/.exec(allowed);
  if (!source) return false;
  const [, scheme, wildcard, host, port] = source;
  // CSP lets an http: source match https: too (the secure upgrade), never the reverse.
  if (url.protocol !== `${scheme}:` && !(scheme === 'http' && url.protocol === 'https:')) return false;
  const hostMatches = wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
  return hostMatches && url.port === (port ?? '');
}

/** Checks the resources one page loads from other origins against `externalResources`. */
export function checkExternalResources(page: { file: string }, resources: LoadedResource[], config: Pick<SiteConfig, 'externalResources'>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const resource of resources) {
    if (!isOtherOrigin(resource.url)) continue;
    const url = originOf(resource.url);
    const at = { severity: 'error' as const, file: page.file, line: resource.line, column: resource.column };
    const directive = RESOURCE_DIRECTIVES[resource.kind];
    if (!url) {
      diagnostics.push({ ...at, message: `${resource.from} ${resource.url} is not a valid URL`, hint: 'write a full https:// address' });
      continue;
    }
    if (resource.kind === 'objects') {
      diagnostics.push({ ...at, message: `${resource.from} loads ${url.origin}, and the page policy blocks every plugin (${directive} 'none')`, hint: 'embed it with an <iframe> or link to it' });
      continue;
    }
    const allowed = config.externalResources?.[resource.kind] ?? [];
    if (allowed.some((origin) => originAllows(origin, url))) continue;
    diagnostics.push({
      ...at,
      message: `${resource.from} loads ${resource.url} from ${url.host}, which the page policy blocks (${directive})`,
      hint: `allow it in site.config.ts with externalResources: { ${resource.kind}: ['${url.origin}'] }, ${resource.kind === 'frames' ? 'or link to the page instead' : 'or put the file under public/'}`,
    });
  }
  return diagnostics;
}
