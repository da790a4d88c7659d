#!/usr/bin/env node
/**
 * The docs' MCP server: `npm run --silent mcp -- --site out` (stdio) or `… --http 8808`
 * (Streamable HTTP). Everything it says to the operator goes to stderr: on stdio, stdout carries
 * protocol messages only. A site that cannot be read does not stop it: it says so on stderr, and
 * every answer says it to the client, until the site can be read (`./site-access.ts`). A wrong
 * argument stops it with the problem and the help; `--help` and `--version` print and exit.
 */
import './heap';
import { MCP_PATH, serveHttp } from './http';
import { parseOptions } from './options';
import { PLATFORM_RELEASE } from '../lib/check/platform';
import { createDocsServer, SERVER_VERSION } from './server';
import { siteAccess } from './site-access';
import { StdioTransport } from './stdio';

/** Set by the published bundle to the site it was built for, so `node airy-docs-mcp.mjs` needs no --site. */
declare const AIRY_DOCS_DEFAULT_SITE: string | undefined;
const defaultSite = typeof AIRY_DOCS_DEFAULT_SITE === 'string' ? AIRY_DOCS_DEFAULT_SITE : undefined;

/** What `--version` prints: the server's version and the release of Airy Core the docs describe. */
const VERSION = `airy-docs-mcp ${SERVER_VERSION} (docs of Airy Core ${PLATFORM_RELEASE})`;

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), defaultSite);
  if (options === 'version') {
    console.log(VERSION);
    return;
  }
  const access = siteAccess(options);
  const where = options.http === undefined ? 'over stdio' : `at http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${options.http}${MCP_PATH}`;
  if (options.http === undefined) await (await createDocsServer(access)).connect(new StdioTransport());
  else await serveHttp(access, { host: options.host, port: options.http, allowOrigins: options.allowOrigins });
  const problem = await access.site().then(
    () => null,
    (error: Error) => error,
  );
  console.error(problem ? `mcp: ${problem.message} Serving ${where} meanwhile.` : `mcp: serving ${access.label} ${where}`);
}

main().catch((error: unknown) => {
  console.error(`mcp: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
