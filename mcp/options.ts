/** The server's command line: where the site is and how to serve it, or `--help` and `--version`. */
import { failArguments, readArguments, type ServerCommand } from '../scripts/command-line.mjs';

export interface ServerOptions {
  /** `out/` or a deployment's URL. */
  site: string;
  /** True when `site` is the published file's default, not given with `--site`. */
  defaulted: boolean;
  /** The address to name pages by when `site` is a folder. */
  url?: string;
  /** Serve Streamable HTTP on this port instead of stdio. */
  http?: number;
  /** Address the HTTP server listens on. */
  host: string;
  /** Browser origins allowed besides the server's own (HTTP mode). */
  allowOrigins: string[];
}

/** Loopback: the only address the HTTP mode listens on unless `--host` says otherwise. */
const DEFAULT_HOST = '127.0.0.1';

/** The command as `--help` describes it; `defaultSite` is the site a published file reads without `--site`. */
function command(defaultSite: string | undefined): ServerCommand {
  return {
    command: 'mcp',
    usage: 'node airy-docs-mcp.mjs [options]   (from a checkout: npm run --silent mcp -- [options])',
    about: "The docs' MCP server: lets an AI assistant search and read a built docs site, a folder or a deployment. It speaks MCP over stdio, or Streamable HTTP with --http.",
    options: {
      site: { value: '<folder or URL>', help: `the built site: out/, or https://host/base/ (${defaultSite ? `default: ${defaultSite}` : 'required'})` },
      url: { value: '<URL>', help: 'for a folder: the address to name its pages by (default: the one its llms.txt names)' },
      http: { value: '<port>', help: 'serve Streamable HTTP at http://<host>:<port>/mcp instead of stdio' },
      host: { value: '<address>', help: `where --http listens (default ${DEFAULT_HOST}, this machine only; 0.0.0.0 for every network interface)` },
      'allow-origin': { value: '<origin>', multiple: true, help: "a browser origin allowed besides the server's own" },
      version: { short: 'v', help: "print the server's version and the Airy Core release the docs describe, and exit" },
    },
  };
}

/**
 * The options in `argv`, or `'version'` for `--version`; prints the help and exits on `--help`,
 * and exits 2 with the problem and the help on a wrong argument. `defaultSite`: the site a
 * published file came from.
 */
export function parseOptions(argv: string[], defaultSite?: string): ServerOptions | 'version' {
  const spec = command(defaultSite);
  const values = readArguments(spec, argv);
  if (values.version) return 'version';
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const site = text('site') ?? defaultSite;
  if (!site) failArguments(spec, "--site is missing: name the built site's folder (out/) or its URL");
  const url = text('url');
  if (url && !/^https?:\/\//i.test(url)) failArguments(spec, `--url ${url} is not an http(s) address`);
  const port = text('http');
  const http = port === undefined ? undefined : Number(port);
  if (http !== undefined && !(Number.isInteger(http) && http > 0 && http < 65536)) failArguments(spec, `--http ${port} is not a port number`);
  return { site, defaulted: text('site') === undefined, url, http, host: text('host') ?? DEFAULT_HOST, allowOrigins: (values['allow-origin'] as string[] | undefined) ?? [] };
}
