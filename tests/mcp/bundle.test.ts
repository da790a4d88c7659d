/**
 * The server file the build publishes (`out-base/mcp/airy-docs-mcp.mjs`) run as someone without a
 * checkout runs it: copied alone into an empty folder, started with plain `node`, no node_modules.
 */
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { PLATFORM_RELEASE } from '../../lib/check/platform';
import { MCP_BUNDLE_FILE } from '../../lib/constants';
import { SERVER_VERSION } from '../../mcp/server';
import { call, runToEnd, stdioClient, TOOLS } from './helpers';

test('the published server file runs alone with node and answers a search', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-bundle-'));
  try {
    copyFileSync(join('out-base', MCP_BUNDLE_FILE), join(dir, 'airy-docs-mcp.mjs'));
    assert.equal(existsSync(join(dir, 'node_modules')), false);
    const { client } = await stdioClient(process.execPath, ['airy-docs-mcp.mjs', '--site', resolve('out-base'), '--url', 'https://docs.example.com/core/'], dir);
    try {
      assert.deepEqual((await client.listTools()).tools.map((tool) => tool.name).sort(), [...TOOLS].sort());
      const { text, isError } = await call(client, 'search_docs', { query: 'helm upgrade', limit: 3 });
      assert.equal(isError, false, text);
      assert.match(text, /^1\. \[Upgrade your Airy Core instance\]\(https:\/\/docs\.example\.com\/core\/getting-started\/upgrade\/\)/m, 'pages named by --url');
    } finally {
      await client.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the published server file answers --help and --version', async () => {
  const file = join('out-base', MCP_BUNDLE_FILE);
  const help = await runToEnd(process.execPath, [file, '--help']);
  assert.equal(help.code, 0);
  assert.match(help.stdout, /^Usage: node airy-docs-mcp\.mjs \[options\]/);
  assert.match(help.stdout, new RegExp(`--site <folder or URL> +the built site: out/, or https://host/base/ \\(default: ${readFileSync(join('out-base', 'llms.txt'), 'utf8').match(/it reads (\S+)\)/)![1]}\\)`));
  const version = await runToEnd(process.execPath, [file, '--version']);
  assert.equal(version.code, 0);
  assert.equal(version.stdout, `airy-docs-mcp ${SERVER_VERSION} (docs of Airy Core ${PLATFORM_RELEASE})\n`);
});
