/**
 * Writing the frame (`frame.ts`): checked against its schema first, so a model that would hand
 * the pages a wrong field fails here, naming it, instead of rendering `undefined`. The schema
 * lives on this side only: the pages read the frame without it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import type { SiteConfig } from '../config-types';
import { siteConfigSchema } from '../site-config';
import { FRAME_FILE, FRAME_SHAPE, FRAME_VERSION_FILE, type DocEntry, type SiteFrame } from './frame';
import type { SiteModel } from './model';

const docEntrySchema: z.ZodType<DocEntry> = z
  .object({
    id: z.string(),
    file: z.string(),
    contentPath: z.string(),
    route: z.string().startsWith('/'),
    title: z.string(),
    sidebarLabel: z.string(),
    paginationLabel: z.string(),
    description: z.string(),
    keywords: z.array(z.string()),
    hideTitle: z.boolean(),
    toc: z.object({ min: z.number().int(), max: z.number().int() }).strict().nullable(),
    lastUpdated: z.number().nullable(),
  })
  .strict();

const frameSchema: z.ZodType<SiteFrame> = z
  .object({
    version: z.literal(FRAME_SHAPE),
    home: z.string().startsWith('/'),
    docs: z.array(docEntrySchema),
    // The config's own schema, whose output is the checked `SiteConfig`.
    config: siteConfigSchema as unknown as z.ZodType<SiteConfig>,
  })
  .strict();

/** The frame of a model, for Next to render `docs` (by default every doc, as `npm run dev` does). */
export function frameOf(model: Pick<SiteModel, 'docs' | 'home' | 'config'>, docs: DocEntry[] = model.docs): SiteFrame {
  return { version: FRAME_SHAPE, home: model.home, docs, config: model.config };
}

/** Checks a frame against its schema; throws naming the first fields that are wrong. */
function parseFrame(value: unknown): SiteFrame {
  const result = frameSchema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`The frame for ${FRAME_FILE} is not valid (${problems.join('; ')})`);
}

/** The version of a frame's text, as `@generated/frame-version` exports it. */
export const frameVersionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** Checks and writes the frame for the Next build, and its version when it changed; answers the text written. */
export function writeFrame(frame: SiteFrame, projectRoot: string = process.cwd()): string {
  parseFrame(frame);
  const path = join(projectRoot, FRAME_FILE);
  const text = JSON.stringify(frame);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  const version = `// Written by the build: the version of ${FRAME_FILE}.\nexport const FRAME_VERSION = '${frameVersionOf(text)}';\n`;
  const versionPath = join(projectRoot, FRAME_VERSION_FILE);
  if (!existsSync(versionPath) || readFileSync(versionPath, 'utf8') !== version) writeFileSync(versionPath, version);
  return text;
}
