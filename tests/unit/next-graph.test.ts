/**
 * What the Next build compiles: the modules `app/` reaches. The schema library and the operator's
 * raw config stay out of it (the pages read the checked config from the frame), so Next neither
 * compiles nor loads them; this walks our own imports the way the bundler resolves them.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..', '..');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** Specifiers a module loads at run time: `import … from`, `export … from`, `import()`; not `import type`. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) found.push(match[1]);
  for (const match of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(match[1]);
  return found;
}

/** A specifier as a file of this project, or the package name it names. */
function resolve(specifier: string, from: string): { file: string } | { package: string } | null {
  const base = specifier.startsWith('@/') ? join(root, specifier.slice(2)) : specifier.startsWith('.') ? join(dirname(from), specifier) : null;
  if (specifier.startsWith('@generated/')) return null;
  if (base === null) return { package: specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0] };
  if (existsSync(base) && /\.\w+$/.test(base)) return { file: base };
  const file = EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate));
  return file ? { file } : null;
}

/** Every project file and package the Next app reaches from its route files. */
function nextGraph(): { files: Set<string>; packages: Set<string> } {
  const entries = readdirSync(join(root, 'app'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(root, 'app', name));
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [...entries];
  while (pending.length) {
    const file = pending.pop()!;
    if (files.has(file) || !/\.(tsx?|mjs|js)$/.test(file)) continue;
    files.add(file);
    for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
      const target = resolve(specifier, file);
      if (target && 'file' in target) pending.push(target.file);
      else if (target) packages.add(target.package);
    }
  }
  return { files, packages };
}

test('the Next app reaches neither the schema library nor the raw site config', () => {
  const { files, packages } = nextGraph();
  const reached = [...files].map((file) => relative(root, file));
  assert.ok(reached.includes('lib/site/frame.ts'), 'the walk follows the pages into lib/');
  assert.ok(packages.has('next-themes'), 'the walk sees packages');
  assert.equal(packages.has('zod'), false, `zod is reached: ${reached.filter((file) => /from 'zod'/.test(readFileSync(join(root, file), 'utf8'))).join(', ')}`);
  assert.equal(reached.includes('lib/site-config.ts'), false, 'the pages read the checked config from the frame');
  assert.equal(reached.includes('site.config.ts'), false);
});

test('the walk sees an import of the schema library where there is one', () => {
  assert.deepEqual(specifiers("import { z } from 'zod';\nimport type { X } from './x';\nexport { y } from './y';\nconst m = import('./lazy');"), ['zod', './y', './lazy']);
});
