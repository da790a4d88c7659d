/**
 * Every repository path the docs and the code's comments name exists: `README.md`, `docs/`,
 * `bench/README.md`, `deploy/README.md`, and the comments of every source file. A path is a word
 * that starts with one of the repository's folders (`lib/urls.ts`, `tests/fixtures/basic`); a
 * Markdown link's target is read relative to its file. Generated files and examples are allowed
 * by name below, each with its reason, so a stale name cannot hide behind a prefix.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { parseSync } from 'oxc-parser';
import { parsePathsList } from '../../lib/check/platform';

const DOCS = ['README.md', 'bench/README.md', 'deploy/README.md', ...markdownUnder('docs')];

/** The folders a repository path starts with: the committed ones and the generated ones. */
const FOLDERS = ['.ci', 'app', 'bench', 'components', 'content', 'deploy', 'design', 'docs', 'lib', 'public', 'scripts', 'tests', '.generated', '.cache', '.next', 'out', 'out-base', 'out-docsearch', 'node_modules'];

/** Written by a build or a run, never committed: named exactly, so a renamed output is found. */
const GENERATED = [
  '.generated/', // the frame and its version module (lib/site/frame.ts)
  '.generated/site.json',
  '.generated/frame-version.ts',
  '.generated/dev-search-index/', // the search index `npm run dev` serves (scripts/dev.ts)
  '.cache/', // the render cache and the last build's record (lib/site/build-cache.ts)
  '.cache/build/',
  '.cache/build/templates/',
  '.cache/build/record.json', // the last build's record (lib/site/build-record.ts)
  '.cache/build/render/', // the render cache
  '.cache/dev-replay/', // what `npm run dev` kept of Next's answers for the next start (lib/dev/replay.ts)
];

/** Folders whose contents are someone else's or a build's output: any path inside is allowed. */
const OUTPUT_FOLDERS = ['out/', 'out-base/', 'out-docsearch/', '.next/', 'node_modules/', 'bench/results/'];

/** Words that look like paths but name something else: URL paths, examples. */
const NOT_PATHS = [
  'docs/core/', // the base path of the examples (`BASE_PATH=/docs/core/`)
  'content/a.mdx', // a message's example file
  'content/guides/contacts.mdx', // where docs/writing.md suggests saving its example page
  // A path in airyhq/airy that does not exist there either: the platform-link check's example (docs/writing.md).
  'lib/java/crypto/src/main/java/co/airy/crypto/Signatur.java',
];

/** The files of airyhq/airy at the pinned commit: docs name the platform's code (`lib/go/config/…`). */
const PLATFORM_PATHS = parsePathsList(readFileSync('lib/check/platform-paths.txt', 'utf8')).paths;
const isPlatformPath = (path: string) => PLATFORM_PATHS.some((file) => file === path || file.startsWith(path.endsWith('/') ? path : `${path}/`));

const folderPattern = FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|');
/** A path word: not inside a URL or a package name; stops at characters paths here never hold. */
const PATH_WORD = new RegExp(`(?<![\\w/.@$-])(?:${folderPattern})/[\\w.\\[\\]$@+-]*(?:/[\\w.\\[\\]$@+-]*)*`, 'g');
/** After these a word is a pattern or a placeholder (`tests/unit/try-it-*.test.ts`, `content/<path>.mdx`). */
const PLACEHOLDER = /^[*<{…]/;

function markdownUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md')).map((name) => join(dir, name));
}

function sourceFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' }).split('\n');
  return tracked.filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.startsWith('tests/fixtures/') && existsSync(file));
}

/** Where a problem is: `file:line`. */
function at(file: string, text: string, index: number): string {
  return `${file}:${text.slice(0, index).split('\n').length}`;
}

/** `lib/urls.ts.` → `lib/urls.ts`; `[--into bench/results/x.json]` → `bench/results/x.json`; `app/[[...slug]]` stays. */
function withoutTrailingPunctuation(word: string): string {
  let path = word.replace(/\.+$/, '');
  while (path.endsWith(']') && path.split(']').length > path.split('[').length) path = path.slice(0, -1);
  return path;
}

function missingPathWords(file: string, text: string, offset = 0, whole = text): string[] {
  const missing: string[] = [];
  for (const match of text.matchAll(PATH_WORD)) {
    const word = withoutTrailingPunctuation(match[0]);
    const next = text[match.index + match[0].length] ?? '';
    const path = PLACEHOLDER.test(next) ? word.slice(0, word.lastIndexOf('/') + 1) : word;
    if (GENERATED.includes(path) || NOT_PATHS.includes(path) || OUTPUT_FOLDERS.some((folder) => path.startsWith(folder))) continue;
    if (!existsSync(path) && !isPlatformPath(path)) missing.push(`${at(file, whole, offset + match.index)}: ${word}`);
  }
  return missing;
}

function missingLinkTargets(file: string, text: string): string[] {
  const missing: string[] = [];
  for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1].split('#')[0];
    // `(…)` stands for an address left out (an error message's `![alt](…)`).
    if (!target || target === '…' || /^[a-z]+:/.test(target) || target.startsWith('/')) continue;
    if (!existsSync(join(dirname(file), target))) missing.push(`${at(file, text, match.index)}: ${match[1]}`);
  }
  return missing;
}

test('every repository path named in the README, docs/, bench/README.md and deploy/README.md exists', () => {
  const missing = DOCS.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...missingPathWords(file, text), ...missingLinkTargets(file, text)];
  });
  assert.deepEqual(missing, [], 'name a path that exists, or add a generated file or an example to the lists above');
  assert.ok(DOCS.length > 3, 'docs/ holds the writing, operating and architecture docs');
});

test('every repository path named in a code comment exists', () => {
  const missing = sourceFiles().flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return parseSync(file, text).comments.flatMap((comment) => missingPathWords(file, comment.value, comment.start + 2, text));
  });
  assert.deepEqual(missing, [], 'name a path that exists, or add a generated file or an example to the lists above');
});
