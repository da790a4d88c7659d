import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMdx } from '../helpers/render-mdx';

test('<SiteAddress> names the site and its MCP server file as the build makes them, in the HTML and the Markdown copy', async () => {
  const { html, markdown, problems } = await renderMdx('It reads <SiteAddress of="site" />, and the server is <SiteAddress of="mcp-server" />.\n');
  assert.deepEqual(problems, []);
  assert.equal(html, '<p>It reads <code>https://docs.test/base/</code>, and the server is <code>https://docs.test/base/mcp/airy-docs-mcp.mjs</code>.</p>');
  assert.equal(markdown, 'It reads `https://docs.test/base/`, and the server is `https://docs.test/base/mcp/airy-docs-mcp.mjs`.\n');
});

test('<SiteAddress command="…"> on a line of its own is a shell code block', async () => {
  const { html, markdown, problems } = await renderMdx('Download it:\n\n<SiteAddress of="mcp-server" command="curl -fsSLO" />\n');
  assert.deepEqual(problems, []);
  assert.match(html, /<pre[^>]*class="language-bash"[^>]*><code[^>]*>.*curl.*-fsSLO.*https:\/\/docs\.test\/base\/mcp\/airy-docs-mcp\.mjs/s);
  assert.equal(markdown, 'Download it:\n\n```bash\ncurl -fsSLO https://docs.test/base/mcp/airy-docs-mcp.mjs\n```\n');
});

test('<SiteAddress> names its mistakes: an unknown address, a block inside a sentence', async () => {
  const { problems } = await renderMdx('<SiteAddress of="home" />\n\nRun <SiteAddress of="site" command="curl" /> now.\n');
  assert.equal(problems[0], '1:1: <SiteAddress of="home"> is not a known value — use one of site, mcp-server');
  assert.equal(problems[1], '3:5: <SiteAddress> writes a block here — put <SiteAddress … /> on a line of its own');
});
