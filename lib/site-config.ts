/**
 * `site.config.ts`, checked. The operator's file is validated against one schema when it is
 * loaded; a wrong field stops the build with a sentence that names the field and says what is
 * expected, so no component ever reads `undefined` from a typo (Starlight does the same with
 * its config). Everything else imports the checked config from here, never the raw file; the
 * pages of the Next build read it from the frame (`site/frame.ts`), which carries it checked.
 */
import { z } from 'zod';
import rawConfig from '../site.config';
import { CODE_THEMES } from './code-themes';
import type { SiteConfig } from './config-types';
import { normalizeBasePath } from './urls';

const nonEmpty = z.string().trim().min(1, 'must not be empty');

const navbarItem = z
  .object({
    label: z.string(),
    href: nonEmpty,
    position: z.enum(['left', 'right']),
    ariaLabel: z.string().optional(),
    icon: z.enum(['github']).optional(),
  })
  .strict()
  .refine((item) => item.label.trim() !== '' || Boolean(item.ariaLabel?.trim()), {
    message: 'an icon-only link (empty `label`) needs an `ariaLabel`',
  });

/** An origin content may load from (`https://img.shields.io`, `https://*.example.com`, `http://localhost:8080`). */
const origin = z
  .string()
  .regex(/^https?:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/, {
    message: 'must be an origin: a scheme and a lowercase host, with a port when not the default (https://img.shields.io, https://*.example.com), no path',
  });

const version = z.object({ id: nonEmpty, label: nonEmpty, path: nonEmpty, sidebar: nonEmpty, release: nonEmpty.optional() }).strict();

/** The config's schema (the frame's checks reuse it: `site/write-frame.ts`). */
export const siteConfigSchema = z
  .object({
    title: nonEmpty,
    tagline: z.string(),
    url: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL such as https://example.com' }).transform((url) => url.replace(/\/+$/, '')),
    basePath: z.string().transform((value) => normalizeBasePath(value)),
    docsRouteBasePath: z.literal('/', {
      error: "must be '/': docs are served at the site root (the spec's docs route base path); serve the whole site under a prefix with `basePath` instead",
    }),
    locale: nonEmpty,
    titleDelimiter: z.string(),
    navbar: z.object({ items: z.array(navbarItem) }).strict(),
    footer: z.object({ copyright: z.string() }).strict(),
    codeThemes: z
      .object({
        light: z.enum(CODE_THEMES.light, { error: `must be one of the bundled light themes: ${CODE_THEMES.light.join(', ')}` }),
        dark: z.enum(CODE_THEMES.dark, { error: `must be one of the bundled dark themes: ${CODE_THEMES.dark.join(', ')}` }),
      })
      .strict(),
    versions: z.array(version).min(1, 'must list at least the current version'),
    colorMode: z
      .object({ defaultMode: z.enum(['light', 'dark']), disableSwitch: z.boolean(), respectPrefersColorScheme: z.boolean() })
      .strict(),
    hideableSidebar: z.boolean(),
    tableOfContents: z
      .object({ minHeadingLevel: z.number().int().min(2).max(6), maxHeadingLevel: z.number().int().min(2).max(6) })
      .strict()
      .refine((levels) => levels.minHeadingLevel <= levels.maxHeadingLevel, { message: '`minHeadingLevel` must not be above `maxHeadingLevel`' }),
    imageZoomSelector: nonEmpty,
    editUrl: z.string(),
    docSearch: z.object({ appId: nonEmpty, apiKey: nonEmpty, indexName: nonEmpty }).strict().optional(),
    analytics: z
      .object({
        gaMeasurementId: z.string().regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX').optional(),
        endpoint: z.string().optional(),
      })
      .strict(),
    externalResources: z
      .object({ images: z.array(origin).optional(), media: z.array(origin).optional(), frames: z.array(origin).optional() })
      .strict()
      .optional(),
  })
  .strict();

/** A config that failed validation: one line per problem, each naming its field. */
export class SiteConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`site.config.ts is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'SiteConfigError';
  }
}

function fieldName(path: PropertyKey[]): string {
  return path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), '');
}

function describe(issue: z.core.$ZodIssue): string {
  const field = fieldName(issue.path) || '(the config)';
  if (issue.code === 'unrecognized_keys') return `\`${field === '(the config)' ? '' : `${field}.`}${issue.keys.join('`, `')}\` is not a setting (a typo?); remove it or see lib/config-types.ts`;
  if (issue.code === 'invalid_type' && issue.input === undefined) return `\`${field}\` is missing: expected ${issue.expected}`;
  return `\`${field}\` ${issue.message.replace(/^Invalid input: /, '')}`;
}

/** Validates a raw config; throws `SiteConfigError` listing every problem. */
export function validateSiteConfig(raw: unknown): SiteConfig {
  const result = siteConfigSchema.safeParse(raw, { reportInput: true });
  if (!result.success) throw new SiteConfigError(result.error.issues.map(describe));
  return result.data as SiteConfig;
}

/** The operator's config, validated once when first imported. */
export const siteConfig: SiteConfig = validateSiteConfig(rawConfig);
