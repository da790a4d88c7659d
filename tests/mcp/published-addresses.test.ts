/**
 * The addresses a reader is given for the MCP server match what the build publishes, in the root
 * build `out/` and the base-path build `out-base/` (`/docs/core/`): the reader page
 * (`content/guides/ai-assistants.mdx`, its HTML and Markdown copy) names the server file and the
 * site that `llms.txt` names, and the published server reads that site by default.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { MCP_BUNDLE_FILE } from '../../lib/constants';
import { runToEnd } from './helpers';

/** The server file's address and the site it reads, as `llms.txt` names them. */
function llmsAddresses(dir: string): { server: string; site: string } {
  const line = readFileSync(join(dir, 'llms.txt'), 'utf8').split('\n').find((text) => text.includes('MCP server]('))!;
  return { server: /MCP server\]\((\S+)\)/.exec(line)![1], site: /it reads (\S+)\)/.exec(line)![1] };
}

for (const dir of ['out', 'out-base']) {
  describe(`${dir}/: the addresses of the MCP server`, () => {
    const { server, site } = llmsAddresses(dir);

    test('llms.txt names the server file under the site it reads', () => {
      assert.equal(server, `${site}${MCP_BUNDLE_FILE}`);
    });

    test('the reader page names the same server file and site, and no other', () => {
      for (const file of ['guides/ai-assistants/index.html', 'guides/ai-assistants.md']) {
        // The words as a reader sees them: no tags (code is highlighted in spans), no code marks.
        const text = readFileSync(join(dir, file), 'utf8').replace(/<[^>]+>/g, '').replace(/`/g, '');
        assert.ok(text.includes(`curl -fsSLO ${server}`), `${file} gives the download command for ${server}`);
        assert.ok(text.includes(`it reads ${site},`), `${file} names the site ${site}`);
        const named = [...text.matchAll(/https?:\/\/\S*?airy-docs-mcp\.mjs/g)].map((match) => match[0]);
        assert.deepEqual([...new Set(named)], [server], `${file} names no other server address`);
      }
    });

    test('the published server reads that site by default', async () => {
      const { stdout } = await runToEnd(process.execPath, [join(dir, MCP_BUNDLE_FILE), '--help']);
      assert.match(stdout, new RegExp(`\\(default: ${site.replace(/[.]/g, '\\.')}\\)`));
    });
  });
}
