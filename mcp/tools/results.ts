/** What a tool answers: Markdown for the assistant, or an error it can act on (never a crash). */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { SiteUnavailableError } from '../site-access';
import { MissingFileError, UnreachableSiteError } from '../source';

/**
 * Longest answer a tool gives whole (about 10,000 tokens): a longer page comes as its sections, a
 * longer list as its categories, so an answer fits an assistant's context and a site of 10,000
 * pages costs the server no more per answer than a small one.
 */
export const LONG_ANSWER_CHARS = 40_000;

export function textResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }] };
}

export function errorResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

/** A tool's answer, with a failure to read the site turned into an error result. */
export async function answer(run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SiteUnavailableError) return errorResult(error.message);
    if (error instanceof UnreachableSiteError || error instanceof MissingFileError) return errorResult(`The docs site could not be read: ${error.message}.`);
    return errorResult(`The docs server failed: ${error instanceof Error ? error.message : String(error)}.`);
  }
}
