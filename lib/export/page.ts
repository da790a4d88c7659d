/**
 * One page, finished in one splice: the policy after the charset, the startup scripts replaced by
 * the loader, and the doc body in its slot. Next's markup around these places is copied byte for
 * byte; nothing is parsed or serialised again. The export pass (`page-writer.ts`) and the dev
 * server (`lib/dev/dev-server.ts`) finish pages with `assembleNextPage`; dev only adds its update
 * script and widens the policy (`DevAdditions`).
 */
import type { SiteConfig } from '../config-types';
import { readFrame, type FrameAnchors } from '../next-contract';
import { contentSecurityPolicy, policyMetaTag, scriptHash, type DevPolicy } from './csp';
import { loaderTag } from './defer-scripts';

/** What a page Next rendered is finished with. */
export interface PageFinish {
  config: SiteConfig;
  /** The doc body, or null for a page without one (search, 404). */
  body: string | null;
  /** The page has endpoint sections ("Try it" sends to the reader's instance). */
  endpoints: boolean;
  /** The script loader's URL, base path included. */
  loaderSrc: string;
  /** Served by `npm run dev`: what it adds, and nothing else differs. */
  dev?: DevAdditions;
}

/** What `npm run dev` adds to a page: its update script (hashed into the policy like Next's), and what its runtime needs in the policy. */
export interface DevAdditions extends DevPolicy {
  /** The text of the inline script that goes at the end of `<head>` (`lib/dev/early-updates.ts`). */
  headScript: string;
}

/** A finished page, the scripts its loader starts, and the links of Next's part of it. */
export interface AssembledNextPage {
  html: string;
  sources: string[];
  links: string[];
}

/**
 * A page Next rendered (`file` names it in errors), finished as the site serves it: the one
 * assembly of the export and of `npm run dev`. Throws `NextContractError` when Next's HTML is not
 * what `lib/next-contract/` says.
 */
export function assembleNextPage(html: string, file: string, finish: PageFinish): AssembledNextPage {
  const anchors = readFrame(html, file, finish.body !== null);
  const sources = startupSources(anchors);
  const policyTag = (scripts: string[]) => policyMetaTag(contentSecurityPolicy(scripts.map(scriptHash), finish.config, { endpoints: finish.endpoints, dev: finish.dev }));
  const page = finishPage(html, anchors, { body: finish.body, loader: loaderTag(finish.loaderSrc, sources), policyTag, headScript: finish.dev?.headScript });
  return { html: page, sources, links: anchors.links };
}

/** What goes into a page. */
export interface PageParts {
  /** The doc body, or null for a page without one (search, 404). */
  body: string | null;
  /** The loader tag that takes the place of the first startup script. */
  loader: string;
  /** The policy's `<meta>` tag for a page with these inline scripts. */
  policyTag: (inlineScripts: string[]) => string;
  /** An inline script to add at the end of `<head>` (`npm run dev`'s), hashed with the page's own. */
  headScript?: string;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The finished page. */
export function finishPage(html: string, anchors: FrameAnchors, parts: PageParts): string {
  const [first, ...others] = anchors.startupScripts;
  const added = parts.headScript === undefined ? [] : [parts.headScript];
  const edits: Edit[] = [
    { start: anchors.policyAt, end: anchors.policyAt, text: parts.policyTag([...anchors.inlineScripts, ...added]) },
    ...added.map((script) => ({ start: anchors.headEndAt, end: anchors.headEndAt, text: `<script>${script}</script>` })),
    ...anchors.scriptPreloads.map((tag) => ({ start: tag.start, end: tag.end, text: '' })),
    { start: first.start, end: first.end, text: parts.loader },
    ...others.map((tag) => ({ start: tag.start, end: tag.end, text: '' })),
  ];
  if (anchors.bodyAt !== null && parts.body !== null) edits.push({ start: anchors.bodyAt, end: anchors.bodyAt, text: parts.body });
  edits.sort((a, b) => a.start - b.start);
  let page = '';
  let at = 0;
  for (const edit of edits) {
    page += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return page + html.slice(at);
}

/** The script URLs a page starts, in its order: its startup scripts, then the chunks it only preloaded. */
export function startupSources(anchors: FrameAnchors): string[] {
  const sources = anchors.startupScripts.map((tag) => tag.src);
  for (const preload of anchors.scriptPreloads) if (preload.href && !sources.includes(preload.href)) sources.push(preload.href);
  return [...new Set(sources)];
}
