/**
 * The API document against the platform's code, both ways (issue 46): every operation of the
 * document is an endpoint the pinned code registers (with a method it takes), and every endpoint
 * the code registers is an operation of the document or is listed in the document's `x-left-out`
 * with a reason (a source's webhook, login, a health probe). The endpoints are the pin's facts
 * (`lib/platform/facts.json`, read from the code by `scripts/pin-platform.ts`).
 */
import type { Diagnostic } from '../diagnostics';
import type { PlatformEndpoint, PlatformFacts } from '../platform/facts';
import type { ApiIndex } from './api-index';
import { locate } from './document';
import { isObject } from './pointer';
import { closest } from './suggest';

/** At most this many endpoints may be left out of the document: the list is for exceptions, not for gaps. */
export const MAX_LEFT_OUT = 15;

/** One entry of `x-left-out`: an endpoint the document leaves out on purpose, and why. */
interface LeftOut {
  path: string;
  reason: string;
  pointer: string;
}

const FACTS_NOTE = 'the endpoints come from lib/platform/facts.json (scripts/pin-platform.ts reads them from the code)';

/** The document's `x-left-out` list: `[{ path, reason }]` at the top level. */
function readLeftOut(index: ApiIndex): LeftOut[] {
  const list = index.document.data['x-left-out'];
  if (!Array.isArray(list)) return [];
  return list.map((entry, i) => ({
    path: isObject(entry) && typeof entry.path === 'string' ? entry.path : '',
    reason: isObject(entry) && typeof entry.reason === 'string' ? entry.reason.trim() : '',
    pointer: `/x-left-out/${i}`,
  }));
}

/** Where the pinned code registers an endpoint, as a diagnostic's file: `airyhq/airy@8e82b06:backend/…/main.go`. */
function platformFile(facts: PlatformFacts, endpoint: PlatformEndpoint): string {
  return `airyhq/airy@${facts.commit.slice(0, 7)}:${endpoint.file}`;
}

function methodsOf(endpoints: PlatformEndpoint[]): string {
  return [...new Set(endpoints.map((endpoint) => endpoint.method))].join(', ');
}

/** Checks the document's operations and `x-left-out` against the endpoints of the pinned code. */
export function checkAgainstPlatform(index: ApiIndex, facts: PlatformFacts): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const at = (pointer: string) => locate(index.document, pointer);
  const byPath = new Map<string, PlatformEndpoint[]>();
  for (const endpoint of facts.endpoints) byPath.set(endpoint.path, [...(byPath.get(endpoint.path) ?? []), endpoint]);
  const commit = facts.commit.slice(0, 7);

  for (const operation of index.operations) {
    const served = byPath.get(operation.path);
    if (!served) {
      const near = closest(operation.path, byPath.keys());
      diagnostics.push({
        severity: 'error',
        ...at(operation.pointer),
        message: `\`${operation.signature}\` is not an endpoint of the platform at ${commit}${near ? ` — did you mean \`${near}\`?` : ''}`,
        hint: `remove the operation, or correct its path; ${FACTS_NOTE}`,
      });
    } else if (!served.some((endpoint) => endpoint.method === 'ANY' || endpoint.method === operation.method)) {
      diagnostics.push({
        severity: 'error',
        ...at(operation.pointer),
        message: `\`${operation.signature}\`: the platform serves ${operation.path} with ${methodsOf(served)} only (${served[0].file}:${served[0].line})`,
        hint: `write the operation under \`${methodsOf(served).toLowerCase().split(', ')[0]}:\`; ${FACTS_NOTE}`,
      });
    }
  }

  const leftOut = readLeftOut(index);
  const documented = new Set(index.operations.map((operation) => operation.path));
  if (leftOut.length > MAX_LEFT_OUT) {
    diagnostics.push({ severity: 'error', ...at('/x-left-out'), message: `x-left-out lists ${leftOut.length} endpoints, more than ${MAX_LEFT_OUT}`, hint: 'document the endpoints a reader calls; leave out only webhooks of sources, login and probes' });
  }
  for (const entry of leftOut) {
    if (!byPath.has(entry.path)) diagnostics.push({ severity: 'error', ...at(entry.pointer), message: `x-left-out names \`${entry.path}\`, which the platform does not serve at ${commit}`, hint: `remove the entry; ${FACTS_NOTE}` });
    else if (documented.has(entry.path)) diagnostics.push({ severity: 'error', ...at(entry.pointer), message: `x-left-out names \`${entry.path}\`, which the document has as an operation`, hint: 'remove one of the two' });
    if (!entry.reason) diagnostics.push({ severity: 'error', ...at(entry.pointer), message: `x-left-out entry \`${entry.path || '?'}\` gives no reason`, hint: 'write `reason:` (a source\'s webhook, login, a health probe)' });
  }

  const excused = new Set(leftOut.map((entry) => entry.path));
  for (const [path, endpoints] of byPath) {
    if (documented.has(path) || excused.has(path)) continue;
    const first = endpoints[0];
    diagnostics.push({
      severity: 'error',
      file: platformFile(facts, first),
      line: first.line,
      message: `the platform serves \`${path}\` (${methodsOf(endpoints)}, ${first.component ?? 'no component'}), which ${index.document.file} neither documents nor lists in x-left-out`,
      hint: `add the operation to ${index.document.file} and its page, or list it under x-left-out with a reason`,
    });
  }
  return diagnostics;
}
