/**
 * `importTypeScript` (lib/typescript-import.ts): the config files `npm run dev` reads again after
 * each edit, through Node's import under tsx and through esbuild in the bundled dev server.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { BUNDLE_DIR_ENV, importTypeScript } from '../../lib/typescript-import';

const dir = mkdtempSync(join(tmpdir(), 'typescript-import-'));
// As in this project, whose config files are ES modules (a CommonJS file would be cached by path).
writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
after(() => {
  delete process.env[BUNDLE_DIR_ENV];
  rmSync(dir, { recursive: true, force: true });
});

const config = (footer: string) => `interface Config { footer: string }\nconst config: Config = { footer: '${footer}' };\nexport default config;\n`;

for (const bundled of [false, true]) {
  const how = bundled ? 'compiled by esbuild (the bundled dev server)' : "through Node's import (under tsx)";
  test(`a config file is read afresh for each version, ${how}`, async () => {
    if (bundled) process.env[BUNDLE_DIR_ENV] = join(dir, 'bundle');
    else delete process.env[BUNDLE_DIR_ENV];
    const file = join(dir, `site-${bundled}.config.ts`);
    writeFileSync(file, config('first'));
    assert.deepEqual((await importTypeScript(file, 1)).default, { footer: 'first' });
    writeFileSync(file, config('second'));
    assert.deepEqual((await importTypeScript(file, 2)).default, { footer: 'second' });
  });
}

test('a syntax error in a config file compiled by esbuild names the file, line and column', async () => {
  process.env[BUNDLE_DIR_ENV] = join(dir, 'bundle');
  const file = join(dir, 'broken.config.ts');
  writeFileSync(file, "const config = {\n  footer: 'x',,\n};\nexport default config;\n");
  await assert.rejects(importTypeScript(file, 1), /broken\.config\.ts:2:14: ERROR/);
});
