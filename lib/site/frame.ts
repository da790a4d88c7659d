/**
 * The frame: the part of the site model that crosses into the Next build (every doc's metadata
 * and the resolved sidebar; no bodies). The build writes it once to `.generated/site.json`;
 * the pages read it through `loadFrame`, which validates it against this schema, so a stale or
 * hand-edited file fails with the field that is wrong instead of rendering `undefined`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { SIDEBAR_ICONS } from '../config-types';
import type { SidebarNode } from '../sidebar';
import type { SiteModel } from './model';

/** Bumped when the frame's shape changes. */
const FRAME_VERSION = 1;

/** Path of the frame, relative to the project root. */
export const FRAME_FILE = join('.generated', 'site.json');

/** One doc as the pages see it. */
export const docEntrySchema = z
  .object({
    id: z.string(),
    /** Path relative to the project root (`content/cli/usage.mdx`). */
    file: z.string(),
    /** Path relative to the content directory (`cli/usage.mdx`), for the edit link. */
    contentPath: z.string(),
    route: z.string().startsWith('/'),
    title: z.string(),
    sidebarLabel: z.string(),
    paginationLabel: z.string(),
    description: z.string(),
    keywords: z.array(z.string()),
    hideTitle: z.boolean(),
    /** Heading levels "On this page" lists, or null when the page shows none. */
    toc: z.object({ min: z.number().int(), max: z.number().int() }).strict().nullable(),
    /** Last-updated time in ms, or null when unknown. */
    lastUpdated: z.number().nullable(),
  })
  .strict();

export type DocEntry = z.infer<typeof docEntrySchema>;

const label = z.string();
const sidebarNodeSchema: z.ZodType<SidebarNode> = z.lazy(() =>
  z.union([
    z.object({ type: z.literal('doc'), label, href: z.string() }).strict(),
    z.object({ type: z.literal('link'), label, href: z.string() }).strict(),
    z.object({ type: z.literal('category'), label, icon: z.enum(SIDEBAR_ICONS).optional(), key: z.string(), href: z.string().nullable(), items: z.array(sidebarNodeSchema).nullable() }).strict(),
  ]),
);

const frameSchema = z
  .object({
    version: z.literal(FRAME_VERSION),
    /** The route the site's title and "home" links lead to: `/`, or the first page when no doc has `/`. */
    home: z.string().startsWith('/'),
    docs: z.array(docEntrySchema),
    sidebar: z.array(sidebarNodeSchema),
  })
  .strict();

/** What the pages of the Next build read. */
export type SiteFrame = z.infer<typeof frameSchema>;

/** The frame of a model. */
export function frameOf(model: Pick<SiteModel, 'docs' | 'sidebar' | 'home'>): SiteFrame {
  return { version: FRAME_VERSION, home: model.home, docs: model.docs, sidebar: model.sidebar };
}

/**
 * The frame's version, as a module the pages import (`@generated/frame-version`): Next then knows
 * the pages depend on the frame, so under `npm run dev` a change of the frame refreshes them and
 * lets Next see a new or removed page.
 */
export const FRAME_VERSION_FILE = join('.generated', 'frame-version.ts');

/** The version of a frame's text, as `@generated/frame-version` exports it. */
export const frameVersionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** Writes the frame for the Next build, and its version when it changed; answers the text written. */
export function writeFrame(frame: SiteFrame, projectRoot: string = process.cwd()): string {
  const path = join(projectRoot, FRAME_FILE);
  const text = JSON.stringify(frame);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  const version = `// Written by the build: the version of ${FRAME_FILE}.\nexport const FRAME_VERSION = '${frameVersionOf(text)}';\n`;
  const versionPath = join(projectRoot, FRAME_VERSION_FILE);
  if (!existsSync(versionPath) || readFileSync(versionPath, 'utf8') !== version) writeFileSync(versionPath, version);
  return text;
}

/** Validates a frame read from disk; throws naming the first fields that are wrong. */
export function parseFrame(value: unknown): SiteFrame {
  const result = frameSchema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`${FRAME_FILE} does not match this version of the site (${problems.join('; ')}): run \`npm run build\` again`);
}

let cached: { version: string; frame: SiteFrame } | null = null;

/**
 * The frame the build wrote, validated, for the frame `version` the page imported. Read once
 * per Next worker; read again when the version changes (`npm run dev`, after an edit).
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
  cached = { version, frame: parseFrame(JSON.parse(text)) };
  return cached.frame;
}
