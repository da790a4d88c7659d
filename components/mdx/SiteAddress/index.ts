/**
 * `<SiteAddress>`: an address of this site as the build makes it (`SITE_URL` and `BASE_PATH`, through
 * `lib/urls.ts`), so a page that names the site or a file it publishes says what `llms.txt` says
 * under any site address and base path:
 *
 *   <SiteAddress of="site" />                                  `https://airy.co/docs/core/`
 *   <SiteAddress of="mcp-server" />                            `https://airy.co/docs/core/mcp/airy-docs-mcp.mjs`
 *   <SiteAddress of="mcp-server" command="curl -fsSLO" />      a `bash` code block: curl -fsSLO https://…/airy-docs-mcp.mjs
 *
 * It stands for plain Markdown (`toMdast`): the HTML, the Markdown copy and the search text carry
 * the address, and the nodes it writes are marked so checks of what writers typed pass them by.
 */
import type { Code, PhrasingContent } from 'mdast';
import { z } from 'zod';
import { mcpServerUrl, siteRootUrl, type SiteAddress as Address } from '../../../lib/urls';
import { defineComponent, FROM_COMPONENT } from '../writer-component';

/** The addresses a page may name, each as the build makes it. */
const ADDRESSES = {
  /** The site's root, which the published MCP server reads by default. */
  site: siteRootUrl,
  /** The MCP server's file, as `llms.txt` names it. */
  'mcp-server': mcpServerUrl,
} satisfies Record<string, (site: Address) => string>;

export const SiteAddress = defineComponent({
  name: 'SiteAddress',
  summary: 'an address of this site as the build makes it (the site, or its MCP server file), in code; with command="…", a shell line that uses it',
  props: { of: z.enum(Object.keys(ADDRESSES) as [keyof typeof ADDRESSES]), command: z.string().min(1).optional() },
  toMdast: ({ props, context }) => {
    const address = ADDRESSES[props.of](context.site);
    if (props.command) return { blocks: [{ type: 'code', lang: 'bash', value: `${props.command} ${address}`, data: FROM_COMPONENT } as Code] };
    return [{ type: 'inlineCode', value: address, data: FROM_COMPONENT } as PhrasingContent];
  },
  // Never reached: `toMdast` replaces the element as soon as the doc is parsed.
  toHast: () => [],
  toMarkdown: () => [],
});
