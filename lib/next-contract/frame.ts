/**
 * Next's exported page as the export pass and the dev server read it (assumptions `charset-meta`,
 * `head-end`, `startup-scripts`, `inline-scripts`, `body-slot`): the places where the policy, the
 * script loader, dev's update script and the body go, found by a named byte-pattern scan.
 */
import { NEXT_ASSUMPTIONS, NextContractError } from './assumptions';

const CHARSET = '<meta charSet="utf-8"/>';

/** A tag found in a frame: where it starts and ends, its name and attributes, and a script's text. */
interface FrameTag {
  start: number;
  end: number;
  name: string;
  attributes: Map<string, string>;
  /** The text of a `<script>` element. */
  text?: string;
}

const TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>|<(link|meta|a|img|div)\b([^>]*?)\/?>/g;
/** Script types the browser runs (data blocks such as `application/ld+json` need no hash). */
const EXECUTABLE_TYPE = /^\s*(?:text\/javascript|application\/javascript|module)?\s*$/i;
const ATTRIBUTE = /\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?/g;

function attributesOf(text: string): Map<string, string> {
  return new Map([...text.matchAll(ATTRIBUTE)].map((match) => [match[1], match[2] ?? '']));
}

/** The tags of a frame the pass cares about, in order (a named byte-pattern scan, no HTML parser). */
function scanTags(html: string): FrameTag[] {
  const tags: FrameTag[] = [];
  for (const match of html.matchAll(TAG)) {
    const isScript = match[1] !== undefined;
    tags.push({
      start: match.index,
      end: match.index + match[0].length,
      name: isScript ? 'script' : match[3],
      attributes: attributesOf(isScript ? match[1] : match[4]),
      text: isScript ? match[2] : undefined,
    });
  }
  return tags;
}

/** What the export pass needs from one exported page, found at named places. */
export interface FrameAnchors {
  /** Offset just after the charset meta: where the policy goes. */
  policyAt: number;
  /** Offset of `</head>`: where `npm run dev` puts its update script. */
  headEndAt: number;
  /** The startup script tags (offsets and sources), in order. */
  startupScripts: { start: number; end: number; src: string }[];
  /** Script preload hints, to remove with the tags they announce. */
  scriptPreloads: { start: number; end: number; href: string }[];
  /** The text of every inline script, for the policy's hashes. */
  inlineScripts: string[];
  /** Offset where the doc body goes, or null for a page without a body (search, 404). */
  bodyAt: number | null;
  /** Every `href`/`src` of the frame's links, images, scripts and stylesheets, decoded. */
  links: string[];
}

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/**
 * Finds the anchors of a page exported by Next; `hasBody` for a doc page, whose DocBody leaves a
 * slot for its body. Throws `NextContractError` when an assumption fails.
 */
export function readFrame(html: string, file: string, hasBody: boolean): FrameAnchors {
  const charset = html.indexOf(CHARSET);
  const head = html.indexOf('<head>');
  if (charset < 0 || head < 0 || charset !== head + '<head>'.length) {
    throw new NextContractError(NEXT_ASSUMPTIONS.charset, file, charset < 0 ? 'no such meta tag' : `it at offset ${charset}, not first in <head>`);
  }
  const headEndAt = html.indexOf('</head>');
  if (headEndAt < 0 || html.indexOf('</head>', headEndAt + 1) >= 0) throw new NextContractError(NEXT_ASSUMPTIONS.headEnd, file, headEndAt < 0 ? 'no </head>' : 'two </head>');
  const tags = scanTags(html);
  const startupScripts: FrameAnchors['startupScripts'] = [];
  const scriptPreloads: FrameAnchors['scriptPreloads'] = [];
  const inlineScripts: string[] = [];
  const links: string[] = [];
  for (const tag of tags) {
    const src = tag.attributes.get('src');
    const href = tag.attributes.get('href');
    if (tag.name === 'script' && src === undefined) {
      if (/<\/script/i.test(tag.text!)) throw new NextContractError(NEXT_ASSUMPTIONS.inlineScripts, file, 'a script holding "</script"');
      if (EXECUTABLE_TYPE.test(tag.attributes.get('type') ?? '')) inlineScripts.push(tag.text!);
    } else if (tag.name === 'script' && tag.attributes.has('async') && tag.attributes.size === 2) {
      startupScripts.push({ start: tag.start, end: tag.end, src: src! });
    } else if (tag.name === 'link' && tag.attributes.get('rel') === 'preload' && tag.attributes.get('as') === 'script') {
      scriptPreloads.push({ start: tag.start, end: tag.end, href: href ?? '' });
      continue;
    }
    const link = href ?? src;
    if (link !== undefined && tag.attributes.get('rel') !== 'preload') links.push(decodeEntities(link));
  }
  if (!startupScripts.length) {
    throw new NextContractError(NEXT_ASSUMPTIONS.startupScripts, file, `no <script src="…" async=""></script> among its ${tags.filter((t) => t.name === 'script').length} scripts`);
  }
  return { policyAt: charset + CHARSET.length, headEndAt, startupScripts, scriptPreloads, inlineScripts, bodyAt: hasBody ? findBodySlot(html, file) : null, links };
}

const BODY_SLOT = 'data-doc-body=""';

/** Where a doc body goes in a page rendered by Next (assumption `body-slot`). */
function findBodySlot(html: string, file: string): number {
  const at = html.indexOf(BODY_SLOT);
  if (at < 0 || html.indexOf(BODY_SLOT, at + 1) >= 0) {
    throw new NextContractError(NEXT_ASSUMPTIONS.bodySlot, file, at < 0 ? 'no data-doc-body slot' : 'two data-doc-body slots');
  }
  const close = html.indexOf('>', at);
  if (!html.startsWith('</div>', close + 1)) throw new NextContractError(NEXT_ASSUMPTIONS.bodySlot, file, `a slot that is not empty: ${JSON.stringify(html.slice(close + 1, close + 40))}`);
  return close + 1;
}
