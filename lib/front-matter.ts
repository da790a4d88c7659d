/** Front matter: parsing with gray-matter and checking each field against its type. */
import matter from 'gray-matter';
import type { Diagnostic } from './diagnostics';
import { editDistance } from './edit-distance';

/** The Docusaurus-compatible front-matter fields a doc may carry. */
export interface FrontMatter {
  id?: string;
  title?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  slug?: string;
  description?: string;
  keywords?: string[];
  hide_title?: boolean;
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  last_update?: { date?: string; author?: string };
  draft?: boolean;
  pagination_label?: string;
}

type Check = (value: unknown) => string | null;

const isString: Check = (v) => (typeof v === 'string' ? null : 'a string');
const isBoolean: Check = (v) => (typeof v === 'boolean' ? null : '`true` or `false`');
const isNumber: Check = (v) => (typeof v === 'number' && Number.isFinite(v) ? null : 'a number');
const isHeadingLevel: Check = (v) =>
  Number.isInteger(v) && (v as number) >= 2 && (v as number) <= 6 ? null : 'a heading level from 2 to 6';
const isStringList: Check = (v) =>
  Array.isArray(v) && v.every((item) => typeof item === 'string') ? null : 'a list of strings';
const isLastUpdate: Check = (v) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'a map with `date` and/or `author`';
  const { date, author, ...rest } = v as Record<string, unknown>;
  if (Object.keys(rest).length) return 'a map with only `date` and `author`';
  if (date !== undefined && !(date instanceof Date) && (typeof date !== 'string' || Number.isNaN(Date.parse(date))))
    return 'a map whose `date` is a date such as 2021-05-31';
  if (author !== undefined && typeof author !== 'string') return 'a map whose `author` is a string';
  return null;
};

const FIELD_CHECKS: Record<keyof FrontMatter, Check> = {
  id: isString,
  title: isString,
  sidebar_label: isString,
  sidebar_position: isNumber,
  slug: isString,
  description: isString,
  keywords: isStringList,
  hide_title: isBoolean,
  hide_table_of_contents: isBoolean,
  toc_min_heading_level: isHeadingLevel,
  toc_max_heading_level: isHeadingLevel,
  last_update: isLastUpdate,
  draft: isBoolean,
  pagination_label: isString,
};

/** Result of reading a file's front matter. */
export interface ParsedFile {
  frontMatter: FrontMatter;
  /** The text after the front matter. */
  body: string;
  /** 1-based line of the file where `body` starts. */
  bodyLine: number;
  diagnostics: Diagnostic[];
}

interface YamlError {
  reason?: string;
  message: string;
  mark?: { line: number; column: number };
}

/** A typo is at most this many edits from the key meant (`titel` → `title`: one swap). */
const TYPO_EDITS = 2;

/** The hint for an unknown key: the known key it is a typo of, if one is close, and the list. */
function unknownKeyHint(key: string): string {
  const known = Object.keys(FIELD_CHECKS);
  const distances = known.map((name) => [name, editDistance(key.toLowerCase(), name, { swaps: true, max: TYPO_EDITS })] as const);
  const [closest, distance] = distances.reduce((best, next) => (next[1] < best[1] ? next : best));
  const list = known.join(', ');
  return distance <= TYPO_EDITS && distance < key.length / 2 ? `did you mean \`${closest}\`? The keys are ${list}` : `the keys are ${list}`;
}

/** Line (1-based, in the file) of `key:` inside the front-matter block, if present. */
function lineOfKey(raw: string, key: string): number | undefined {
  const lines = raw.split('\n');
  const index = lines.findIndex((line, i) => i > 0 && line.startsWith(key) && /^\s*:/.test(line.slice(key.length)));
  return index >= 0 ? index + 1 : undefined;
}

/** Parses and validates the front matter of one file; never throws. */
export function parseFrontMatter(raw: string, file: string): ParsedFile {
  const diagnostics: Diagnostic[] = [];
  let parsed: { data: Record<string, unknown>; content: string };
  try {
    // Options object given on purpose: gray-matter caches results by input string otherwise.
    parsed = matter(raw, {});
  } catch (error) {
    const yaml = error as YamlError;
    diagnostics.push({
      severity: 'error',
      file,
      line: yaml.mark ? yaml.mark.line + 2 : 1,
      column: yaml.mark ? yaml.mark.column + 1 : undefined,
      message: `invalid YAML front matter: ${yaml.reason ?? yaml.message.split('\n')[0]}`,
      hint: 'front matter is YAML between two `---` lines; quote values that contain `:` or `#`',
    });
    return { frontMatter: {}, body: raw.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, ''), bodyLine: 1, diagnostics };
  }
  const bodyLine = raw.slice(0, raw.length - parsed.content.length).split('\n').length;
  const frontMatter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed.data)) {
    const check = FIELD_CHECKS[key as keyof FrontMatter];
    if (!check) {
      diagnostics.push({
        severity: 'warning',
        file,
        line: lineOfKey(raw, key),
        message: `unknown front-matter key \`${key}\` is ignored`,
        hint: unknownKeyHint(key),
      });
      continue;
    }
    const expected = check(value);
    if (expected) {
      diagnostics.push({
        severity: 'error',
        file,
        line: lineOfKey(raw, key),
        message: `front-matter \`${key}\` must be ${expected}`,
        hint: `got ${JSON.stringify(value)}`,
      });
      continue;
    }
    frontMatter[key] = key === 'last_update' ? normalizeLastUpdate(value as Record<string, unknown>) : value;
  }
  return { frontMatter: frontMatter as FrontMatter, body: parsed.content, bodyLine, diagnostics };
}

function normalizeLastUpdate(value: Record<string, unknown>): FrontMatter['last_update'] {
  const date = value.date instanceof Date ? value.date.toISOString() : (value.date as string | undefined);
  return { date, author: value.author as string | undefined };
}

/** The list of keys writers may use, for documentation and hints. */
