/**
 * The tools' text arguments, and how answers quote them. A route or URL, a heading, a query or an
 * operation is at most a few hundred characters; anything near the HTTP body limit (4 MB) would
 * cost every client time if it were compared with every route or sent back. So the schema refuses
 * an argument over `ARGUMENT_MAX_CHARS` (the SDK's validation error names the limit and quotes
 * nothing), and an answer quotes at most `QUOTED_CHARS` of what it was given.
 */
import { z } from 'zod';

/**
 * Largest message either transport reads, in bytes. A call with arguments at their limit is a few
 * KB, a batch of a hundred such calls about 200 KB; the SDK's own limit (4 MiB) would let one
 * request hold the server's only thread for about a tenth of a second while it is parsed, so a
 * body over this gets 413 before it is read (a stdio line, an invalid request).
 */
export const MAX_MESSAGE_BYTES = 1024 * 1024;

/** Longest text argument a tool takes: the longest URL browsers and hosts commonly accept. */
const ARGUMENT_MAX_CHARS = 2_000;

/**
 * Edits past which a route or operation is too far from what was asked to be suggested: the
 * comparison stops there, so an argument of any length costs about as much as a short one.
 */
export const SUGGESTION_MAX_EDITS = 8;

/** Most characters of an argument an answer repeats. */
const QUOTED_CHARS = 200;

/** A required text argument of a tool, within the limit. */
export function textArgument(description: string) {
  return z
    .string()
    .min(1)
    .max(ARGUMENT_MAX_CHARS, `too long: at most ${ARGUMENT_MAX_CHARS.toLocaleString('en-US')} characters`)
    .describe(description);
}

/** `value` in quotes, cut after `QUOTED_CHARS` characters with its length said: `"/x…(1,907 characters)"`. */
export function quoted(value: string): string {
  const shown = value.length > QUOTED_CHARS ? `${value.slice(0, QUOTED_CHARS)}… (${value.length.toLocaleString('en-US')} characters)` : value;
  return `"${shown}"`;
}
