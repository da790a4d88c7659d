/**
 * The frame: the part of the site model that crosses into the Next build: the metadata of the doc
 * pages Next renders (every doc under `npm run dev`; in a build, the home page, the docs no
 * template can stand for and the templates, `page-plan.ts`) and the checked site config. No
 * bodies and no sidebar: the build writes those (`lib/body/`). The build and `npm run dev` write
 * it, checked, to `.generated/site.json` (`write-frame.ts`); the pages read it here. This side
 * stays free of the schema library, so Next neither compiles nor loads it (its cost to the first
 * dev page: bench/README.md): a file from another version of the site is told by its shape
 * number.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../config-types';

/** Bumped when the frame's shape changes. */
export const FRAME_SHAPE = 3;

/** Path of the frame, relative to the project root. */
export const FRAME_FILE = join('.generated', 'site.json');

/**
 * The frame's version, as a module the pages import (`@generated/frame-version`): Next then knows
 * the pages depend on the frame, so under `npm run dev` a change of the frame refreshes them and
 * lets Next see a new or removed page.
 */
export const FRAME_VERSION_FILE = join('.generated', 'frame-version.ts');

/** One doc as the pages see it. */
export interface DocEntry {
  id: string;
  /** Path relative to the project root (`content/cli/usage.mdx`). */
  file: string;
  /** Path relative to the content directory (`cli/usage.mdx`), for the edit link. */
  contentPath: string;
  route: string;
  title: string;
  sidebarLabel: string;
  paginationLabel: string;
  description: string;
  keywords: string[];
  hideTitle: boolean;
  /** Heading levels "On this page" lists, or null when the page shows none. */
  toc: { min: number; max: number } | null;
  /** Last-updated time in ms, or null when unknown. */
  lastUpdated: number | null;
}

/** What the pages of the Next build read. */
export interface SiteFrame {
  version: typeof FRAME_SHAPE;
  /** The route the site's title and "home" links lead to: `/`, or the first page when no doc has `/`. */
  home: string;
  docs: DocEntry[];
  /** `site.config.ts`, checked: the pages never import the operator's file themselves. */
  config: SiteConfig;
}

let cached: { version: string; frame: SiteFrame } | null = null;

/**
 * The frame the build wrote, for the frame `version` the page imported. Read once per Next
 * worker; read again when the version changes (`npm run dev`, after an edit).
 */
export function loadFrame(version: string, projectRoot: string = process.cwd()): SiteFrame {
  if (cached?.version === version) return cached.frame;
  const path = join(projectRoot, FRAME_FILE);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new Error(`${FRAME_FILE} is missing: the pages are built by \`npm run build\` (or \`npm run dev\`), which writes it first`);
  }
  const frame = JSON.parse(text) as SiteFrame;
  if (frame.version !== FRAME_SHAPE) throw new Error(`${FRAME_FILE} was written by another version of the site (shape ${frame.version}, this one reads ${FRAME_SHAPE}): run \`npm run build\` again`);
  cached = { version, frame };
  return frame;
}
