/** The server's command line: where the site is, and how to serve it. */
import { parseArgs } from 'node:util';

export interface ServerOptions {
  /** `out/` or a deployment's URL. */
  site: string;
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

const USAGE = `Usage: airy-docs-mcp --site <out folder or URL> [--url <site URL>] [--http <port> [--host <address>] [--allow-origin <origin>]…]`;

/** The options in `argv`; throws with a sentence naming what is wrong. `defaultSite`: the site a published bundle came from. */
export function parseOptions(argv: string[], defaultSite?: string): ServerOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      site: { type: 'string' },
      url: { type: 'string' },
      http: { type: 'string' },
      host: { type: 'string', default: DEFAULT_HOST },
      'allow-origin': { type: 'string', multiple: true, default: [] },
    },
    strict: true,
  });
  const site = values.site ?? defaultSite;
  if (!site) throw new Error(`--site is missing: name the built site's folder (out/) or its URL. ${USAGE}`);
  if (values.url && !/^https?:\/\//i.test(values.url)) throw new Error(`--url ${values.url} is not an http(s) address`);
  const http = values.http === undefined ? undefined : Number(values.http);
  if (http !== undefined && !(Number.isInteger(http) && http > 0 && http < 65536)) throw new Error(`--http ${values.http} is not a port number`);
  return { site, url: values.url, http, host: values.host, allowOrigins: values['allow-origin'] };
}
