/**
 * The last link check, on the exported HTML: every internal link and asset on every page
 * (content, sidebar, navbar, footer, prev/next) must resolve to a file in `out/` the way a static
 * host serves it, and a `#fragment` must name an id on the target page.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface BrokenBuiltLink {
  /** The page the link is on, as a site path (`/cli/usage/`). */
  page: string;
  link: string;
  reason: string;
}

const ATTRIBUTE = /<(a|link|img|script)\b[^>]*?\s(href|src)="([^"]*)"/g;
const ID = /\sid="([^"]+)"/g;

/** Every HTML file under `dir`, skipping Next's asset folder. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === '_next') return [];
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** The file a static host serves for a site path (exact, `.html`, `/index.html`), or null. */
export function fileForPath(outDir: string, path: string): string | null {
  const base = join(outDir, path);
  const candidates = [base, `${base.replace(/\/$/, '')}.html`, join(base, 'index.html')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** Checks every page in `outDir`; `basePath` is `/` or `/docs/core/`. */
export function checkBuiltLinks(outDir: string, basePath: string): BrokenBuiltLink[] {
  const broken: BrokenBuiltLink[] = [];
  const idCache = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = idCache.get(file);
    if (!ids) {
      ids = new Set([...readFileSync(file, 'utf8').matchAll(ID)].map((match) => decodeEntities(match[1])));
      idCache.set(file, ids);
    }
    return ids;
  };
  for (const file of htmlFiles(outDir)) {
    if (file.endsWith(`${sep}404.html`) || file.includes(`${sep}_not-found${sep}`) || file.includes(`${sep}404${sep}`)) continue;
    const page = `${basePath}${relative(outDir, file).split(sep).join('/').replace(/index\.html$/, '')}`;
    const html = readFileSync(file, 'utf8');
    const seen = new Set<string>();
    for (const match of html.matchAll(ATTRIBUTE)) {
      const link = decodeEntities(match[3]);
      if (seen.has(link) || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(link)) continue;
      seen.add(link);
      const url = new URL(link, `http://site${page}`);
      if (url.hostname !== 'site') continue;
      let path: string;
      try {
        path = decodeURIComponent(url.pathname);
      } catch {
        path = url.pathname;
      }
      if (!path.startsWith(basePath)) {
        broken.push({ page, link, reason: `outside the base path ${basePath}` });
        continue;
      }
      const target = fileForPath(outDir, path.slice(basePath.length - 1));
      if (!target) {
        broken.push({ page, link, reason: 'no such file in out/' });
        continue;
      }
      const fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : '';
      if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment)) {
        broken.push({ page, link, reason: `no element with id "${fragment}" on the target page` });
      }
    }
  }
  return broken;
}
