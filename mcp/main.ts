#!/usr/bin/env node
/**
 * The docs' MCP server: `npm run --silent mcp -- --site out` (stdio) or `… --http 8808`
 * (Streamable HTTP). Everything it says to the operator goes to stderr: on stdio, stdout carries
 * protocol messages only. A site that cannot be read stops it at start-up with one sentence.
 */
import './heap';
import { MCP_PATH, serveHttp } from './http';
import { parseOptions } from './options';
import { createDocsServer } from './server';
import { openSite } from './site';
import { StdioTransport } from './stdio';

/** Set by the published bundle to the site it was built for, so `node airy-docs-mcp.mjs` needs no --site. */
declare const AIRY_DOCS_DEFAULT_SITE: string | undefined;
const defaultSite = typeof AIRY_DOCS_DEFAULT_SITE === 'string' ? AIRY_DOCS_DEFAULT_SITE : undefined;

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), defaultSite);
  const site = await openSite(options);
  if (options.http === undefined) {
    await (await createDocsServer(site)).connect(new StdioTransport());
    console.error(`mcp: serving ${site.source.label} over stdio`);
    return;
  }
  await serveHttp(site, { host: options.host, port: options.http, allowOrigins: options.allowOrigins });
  console.error(`mcp: serving ${site.source.label} at http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${options.http}${MCP_PATH}`);
}

main().catch((error: unknown) => {
  console.error(`mcp: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
