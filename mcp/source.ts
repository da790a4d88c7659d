/**
 * Where the published site is read from: an exported folder (`out/`) or a deployment's URL,
 * under any base path. Both answer the same question, "the text of this file of the site",
 * so nothing else in the server knows which one it reads.
 */
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { siteAddressOf, siteRootUrl } from '../lib/urls';
import { getText, type GetResponse } from './http-get';

/** The file is not part of the published site (a 404, or no such file in the folder). */
export class MissingFileError extends Error {
  constructor(readonly file: string, readonly where: string) {
    super(`${where} has no ${file}`);
    this.name = 'MissingFileError';
  }
}

/** The site could not be read at all (no such folder, the host does not answer). */
export class UnreachableSiteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreachableSiteError';
  }
}

export interface SiteSource {
  /** The folder or URL as the operator named it, for messages. */
  readonly label: string;
  /** The address files are read under: a URL ending in `/`, or undefined for a folder. */
  readonly url?: string;
  /**
   * The text of a file of the site, by its path below the base (`llms.txt`, `cli/usage.md`);
   * throws `MissingFileError`, or `UnreachableSiteError` when the site is not there at all.
   */
  text(file: string): Promise<string>;
}

const URL_PATTERN = /^https?:\/\//i;

/** A source for `site`: a URL (`https://airy.co/docs/core/`) or a folder path. */
export function openSource(site: string): SiteSource {
  return URL_PATTERN.test(site) ? urlSource(site) : folderSource(site);
}

function folderSource(folder: string): SiteSource {
  const root = resolve(folder);
  const label = `${folder.replace(/\/+$/, '')}/`;
  return {
    label,
    async text(file) {
      try {
        return await readFile(join(root, file), 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOENT' && code !== 'EISDIR') throw error;
        const folder = await stat(root).catch(() => null);
        if (!folder?.isDirectory()) throw new UnreachableSiteError(`the folder ${label} does not exist`);
        throw new MissingFileError(file, label);
      }
    },
  };
}

/** How long one request to the site may take. */
const REQUEST_TIMEOUT_MS = 15_000;

function urlSource(site: string): SiteSource {
  const base = siteRootUrl(siteAddressOf(site));
  return {
    label: base,
    url: base,
    async text(file) {
      let response: GetResponse;
      try {
        response = await getText(new URL(file, base), REQUEST_TIMEOUT_MS);
      } catch (error) {
        throw new UnreachableSiteError(`${base} cannot be reached (${(error as Error).message})`);
      }
      if (response.status === 404 || response.status === 410) throw new MissingFileError(file, base);
      if (response.status < 200 || response.status > 299) throw new UnreachableSiteError(`${base} answered ${response.status} for ${file}`);
      return response.text;
    },
  };
}
