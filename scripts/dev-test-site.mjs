#!/usr/bin/env node
/**
 * For the dev-server tests: copies `tests/fixtures/dev-site` to a scratch folder the tests may
 * edit, then runs `npm run dev` on it.
 *
 *   node scripts/dev-test-site.mjs --port 3006
 */
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.argv[process.argv.indexOf('--port') + 1] ?? '3006';
const dir = join(tmpdir(), `airy-docs-dev-site-${port}`);
rmSync(dir, { recursive: true, force: true });
cpSync('tests/fixtures/dev-site', dir, { recursive: true });
const dev = spawn(process.execPath, ['scripts/run.mjs', 'scripts/dev.ts', '--port', port], { stdio: 'inherit', env: { ...process.env, DOCS_CONTENT_DIR: dir, BASE_PATH: '' } });
dev.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => dev.kill(signal));
