/**
 * Writes a doc page from its template (`lib/site/page-plan.ts`): the template's HTML and payload,
 * as Next rendered them, with the doc's route and metadata values in place of the tokens. In the
 * payload and the HTML's inline Flight data the values are written as Flight writes strings; in
 * the rest of the HTML as React escapes text and attributes. A token left over, or a path array
 * not found, breaks the assumption `stamped-pages` (`lib/next-contract/`).
 */
import { escapeHtml } from '../body/html';
import type { SiteConfig } from '../config-types';
import { inlineFlightScript, NEXT_ASSUMPTIONS, NextContractError, payloadPathArray, readInlineFlight } from '../next-contract';
import type { DocEntry } from '../site/frame';
import { TEMPLATE_TOKENS, TOKEN_MARK, type PageTemplate } from '../site/page-plan';

/** The doc's value for each token of its template. */
function valuesFor(template: PageTemplate, doc: DocEntry, config: Pick<SiteConfig, 'tagline'>): [string, string][] {
  const values: [string, string][] = [
    [template.segment, doc.route.slice(1)],
    [TEMPLATE_TOKENS.title, doc.title],
    [TEMPLATE_TOKENS.description, doc.description || config.tagline],
    [TEMPLATE_TOKENS.keywords, doc.keywords.join(',')],
  ];
  if (doc.lastUpdated !== null) values.push([new Date(TEMPLATE_TOKENS.lastUpdated).toISOString(), new Date(doc.lastUpdated).toISOString()]);
  return values;
}

function replaceAll(text: string, values: [string, string][], encode: (value: string) => string): string {
  for (const [token, value] of values) text = text.split(token).join(encode(value));
  return text;
}

function checkNoToken(text: string, file: string) {
  const at = text.indexOf(TOKEN_MARK);
  if (at >= 0) throw new NextContractError(NEXT_ASSUMPTIONS.stampedPages, file, `a template token left at ${JSON.stringify(text.slice(Math.max(0, at - 40), at + 40))}`);
}

/** A string's text as it stands inside a JSON (and Flight) string. */
const inJson = (value: string) => JSON.stringify(value).slice(1, -1);

/** The doc's Flight data (its payload file, or the Flight data inlined in its HTML) from its template's. */
export function stampFlight(text: string, template: PageTemplate, doc: DocEntry, config: Pick<SiteConfig, 'tagline'>, file: string): string {
  const path = payloadPathArray(template.entry.route);
  const at = text.indexOf(path);
  if (at < 0 || text.indexOf(path, at + 1) >= 0) throw new NextContractError(NEXT_ASSUMPTIONS.stampedPages, file, `${at < 0 ? 'no' : 'two'} path arrays ${path}`);
  const routed = text.slice(0, at) + payloadPathArray(doc.route) + text.slice(at + path.length);
  const stamped = replaceAll(routed, valuesFor(template, doc, config), inJson);
  checkNoToken(stamped, file);
  return stamped;
}

const FLIGHT_PLACE = '\u0000flight\u0000';

/** The doc's page HTML from its template's: its inline Flight data stamped and written as one chunk. */
export function stampHtml(html: string, template: PageTemplate, doc: DocEntry, config: Pick<SiteConfig, 'tagline'>, file: string): string {
  const flight = readInlineFlight(html, file);
  let rest = '';
  let at = 0;
  flight.scripts.forEach((script, index) => {
    rest += html.slice(at, script.start) + (index === 0 ? FLIGHT_PLACE : '');
    at = script.end;
  });
  rest = replaceAll(rest + html.slice(at), valuesFor(template, doc, config), escapeHtml);
  checkNoToken(rest, file);
  return rest.replace(FLIGHT_PLACE, () => inlineFlightScript(stampFlight(flight.text, template, doc, config, file)));
}
