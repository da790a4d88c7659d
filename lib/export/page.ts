/**
 * One page, finished in one splice: the policy after the charset, the startup scripts replaced by
 * the loader, and the doc body in its slot. Next's markup around these places is copied byte for
 * byte; nothing is parsed or serialised again. The export pass (`page-writer.ts`) and the dev
 * server (`lib/dev/dev-server.ts`) finish pages with `assembleNextPage`; dev only widens the policy.
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
  /** Served by `npm run dev`: what its runtime adds to the policy. */
  dev?: DevPolicy;
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
 * what `lib/next-contract.ts` says.
 */
export function assembleNextPage(html: string, file: string, finish: PageFinish): AssembledNextPage {
  const anchors = readFrame(html, file, finish.body !== null);
  const sources = startupSources(anchors);
  const policyTag = (scripts: string[]) => policyMetaTag(contentSecurityPolicy(scripts.map(scriptHash), finish.config, { endpoints: finish.endpoints, dev: finish.dev }));
  const page = finishPage(html, anchors, { body: finish.body, loader: loaderTag(finish.loaderSrc, sources), policyTag });
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
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The finished page. */
export function finishPage(html: string, anchors: FrameAnchors, parts: PageParts): string {
  const [first, ...others] = anchors.startupScripts;
  const edits: Edit[] = [
    { start: anchors.policyAt, end: anchors.policyAt, text: parts.policyTag(anchors.inlineScripts) },
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
