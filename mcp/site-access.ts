/**
 * The site as the server reaches it. The server starts even when the site cannot be read (no
 * network, a wrong address, a folder not built yet): a client that starts it would otherwise see
 * only "Failed to connect". Until the site can be read, every answer says which address the
 * server tried, why it failed and how to name another; each request tries again (a URL at most
 * every `RECHECK_MS`), so the server works as soon as the site does.
 */
import { openSite, RECHECK_MS, type DocsSite, type SiteOptions } from './site';

/** The site could not be opened; the message says what was tried and what to do. */
export class SiteUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiteUnavailableError';
  }
}

export interface SiteAccessOptions extends SiteOptions {
  /** True when `site` is the address the published file was built for, not one the operator gave. */
  defaulted?: boolean;
}

export interface SiteAccess {
  /** The folder or URL the server reads, as given. */
  readonly label: string;
  /** The open site, checked for a redeploy; throws `SiteUnavailableError` while it cannot be read. */
  site(): Promise<DocsSite>;
}

/** What the server says when the site cannot be read: the address, the reason, and how to name another. */
function unavailable(options: SiteAccessOptions, error: unknown): SiteUnavailableError {
  const reason = error instanceof Error ? error.message : String(error);
  const which = options.defaulted ? `${options.site}, the site it was published with` : options.site;
  return new SiteUnavailableError(
    `The docs site could not be read: ${reason}. This server reads ${which}; ` +
      'to read another, start it with --site <URL of a deployment, or a built folder> (for example --site https://docs.example.com/ or --site out/).',
  );
}

/** Access to the site `options` names; starts opening it at once. */
export function siteAccess(options: SiteAccessOptions): SiteAccess {
  const isUrl = /^https?:\/\//i.test(options.site);
  let failedAt = 0;
  const open = () => {
    const opening = openSite(options);
    opening.catch(() => (failedAt = Date.now()));
    return opening;
  };
  let attempt = open();

  return {
    label: options.site,
    async site() {
      const current = attempt;
      let site: DocsSite;
      try {
        site = await current;
      } catch (error) {
        if (isUrl && Date.now() - failedAt < RECHECK_MS) throw unavailable(options, error);
        if (attempt === current) attempt = open();
        try {
          site = await attempt;
        } catch (again) {
          throw unavailable(options, again);
        }
      }
      await site.refresh();
      return site;
    },
  };
}
