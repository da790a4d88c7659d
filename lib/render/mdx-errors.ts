/** MDX syntax errors as a writer needs them: where (line and column) and what to do. */

interface ParseError {
  reason?: string;
  message?: string;
  line?: number;
  column?: number;
  place?: { line?: number; column?: number; start?: { line: number; column: number } };
}

/** Hints for the MDX errors writers meet most. */
function hintForMdxError(reason: string): string {
  if (/before name|Unexpected closing slash|Unexpected character/i.test(reason))
    return 'a `<` in prose starts a tag in MDX: write `&lt;` or put the text in `code`; check that every tag is closed';
  if (/expression|Unexpected end of file in/i.test(reason)) return 'a `{` in prose starts an expression in MDX: write `\\{` and `\\}`';
  if (/closing tag/i.test(reason)) return 'close the tag, or self-close it (`<br />`)';
  return 'see https://mdxjs.com/docs/troubleshooting-mdx/';
}

/** The position, message and hint of an error thrown by the MDX parser. */
export function describeMdxError(thrown: unknown): { line?: number; column?: number; message: string; hint: string } {
  const error = thrown as ParseError;
  const reason = error.reason ?? error.message ?? String(thrown);
  const place = error.place;
  const position = error.line
    ? { line: error.line, column: error.column }
    : place?.start
      ? { line: place.start.line, column: place.start.column }
      : { line: place?.line, column: place?.column };
  return { ...position, message: `MDX: ${reason}`, hint: hintForMdxError(reason) };
}
