/**
 * MDX syntax errors as a writer needs them: where (line and column) and a hint that fits the kind
 * of error. The kinds are those the parser throws (`source` and `ruleId` of its messages):
 * micromark-extension-mdx-jsx and mdast-util-mdx-jsx for tags, micromark-extension-mdx-expression
 * for `{…}`, micromark-extension-mdxjs-esm for `import`/`export` lines.
 */

interface Point {
  line?: number;
  column?: number;
}

interface ParseError {
  reason?: string;
  message?: string;
  source?: string;
  ruleId?: string;
  place?: Point & { start?: Point };
  cause?: { message?: string };
}

/** A syntax error, described: where, what and how to fix it. */
export interface MdxErrorDescription {
  line?: number;
  column?: number;
  message: string;
  hint: string;
}

const LESS_THAN = 'a `<` in prose starts a tag in MDX: write `&lt;` or put the text in `code`';
const BRACE = 'a `{` in prose starts an expression in MDX: write `\\{`, or put the text in `code`';
const LAZY = 'inside a block quote or list item, start every line of a tag or `{…}` with `>` or the item\'s indent';
const ATTRIBUTES = 'write attributes as `name="text"` or `name={value}`, separated by spaces, and end the tag with `>` or `/>`';

/** The first `(line:column…)` in a parser message: where a tag it names was opened. */
function openedAt(reason: string): Required<Point> | null {
  const match = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : null;
}

/** The first two tags named in back quotes (`<Tabs>`, `</Tabs>`), as written in the message. */
function tagsNamed(reason: string): string[] {
  return [...reason.matchAll(/`(<\/?[^`]*>)`/g)].map((match) => match[1]);
}

const closingOf = (tag: string) => tag.replace(/^<\/?/, '</');
const where = (point: Required<Point> | null) => (point ? `line ${point.line}, column ${point.column}` : 'above');

/** The hint for a tag message of mdast-util-mdx-jsx, which checks that tags pair up. */
function tagPairingHint(reason: string): string {
  const [first, second] = tagsNamed(reason);
  const opened = where(openedAt(reason));
  if (reason.startsWith('Unexpected closing tag'))
    return `\`${second}\` (opened at ${opened}) is still open: close it with \`${closingOf(second)}\` before \`${first}\`, or fix the names so they match`;
  if (reason.startsWith('Expected a closing tag') && reason.includes('before the end of'))
    return `\`${first}\` opened at ${opened} inside a paragraph must close in it: add \`${closingOf(first)}\` before the paragraph ends, or put \`${first}\` and \`${closingOf(first)}\` on lines of their own with blank lines around the content`;
  if (reason.startsWith('Expected a closing tag'))
    return `\`${first}\` opened at ${opened} is never closed: add \`${closingOf(first)}\` on a line of its own after its content, or write \`${first.replace(/>$/, ' />')}\` if it has none`;
  return `put \`${first}\` on a line of its own, with a blank line before it, so it closes the tag opened on an earlier line; or open and close the tag in the same paragraph`;
}

/** A hint for each kind of error the parser reports. */
function hintFor(error: ParseError, reason: string): string {
  switch (`${error.source}:${error.ruleId}`) {
    case 'micromark-extension-mdx-jsx:unexpected-character':
      if (/ before name,/.test(reason)) return /note: to create a comment/.test(reason) ? 'MDX has no `<!-- -->` comments: write `{/* comment */}`' : LESS_THAN;
      if (/note: to create a link/.test(reason)) return 'MDX has no `<https://…>` links: write `[text](https://…)`, or the address alone';
      if (/ in name,| before local name,| in local name,/.test(reason)) return `a tag's name is letters, digits, \`$\` and \`_\`; otherwise ${LESS_THAN}`;
      return ATTRIBUTES;
    case 'micromark-extension-mdx-jsx:unexpected-eof':
      if (/in attribute value/.test(reason)) return 'an attribute value is missing its closing quote: add it';
      return `a tag is not finished before the file ends: end it with \`>\` or \`/>\`; or ${LESS_THAN}`;
    case 'micromark-extension-mdx-jsx:unexpected-lazy':
    case 'micromark-extension-mdx-expression:unexpected-lazy':
      return LAZY;
    case 'mdast-util-mdx-jsx:unexpected-closing-slash':
      return 'this closing tag closes nothing: remove it, or add its opening tag before it';
    case 'mdast-util-mdx-jsx:unexpected-attribute':
      return 'a closing tag takes no attributes: move them to the opening tag';
    case 'mdast-util-mdx-jsx:unexpected-self-closing-slash':
      return 'write `</Name>` to close a tag, or `<Name />` for a tag without content, not both';
    case 'mdast-util-mdx-jsx:end-tag-mismatch':
      return tagPairingHint(reason);
    case 'micromark-extension-mdx-expression:unexpected-eof':
      return `a \`{\` is never closed: close it with \`}\`; or ${BRACE}`;
    case 'micromark-extension-mdx-expression:acorn':
      return `the text between \`{\` and \`}\` is not a JavaScript expression (comments are \`{/* … */}\`); ${BRACE}`;
    case 'micromark-extension-mdx-expression:non-spread':
    case 'micromark-extension-mdx-expression:spread-extra':
      return `a bare \`{…}\` in a tag must be one spread, \`{...props}\`; ${ATTRIBUTES}`;
    case 'micromark-extension-mdx-expression:unexpected-empty-expression':
      return 'give the braces a value (`name={1}`) or remove them';
    case 'micromark-extension-mdxjs-esm:acorn':
    case 'micromark-extension-mdxjs-esm:non-esm':
      return 'a paragraph that starts with `import` or `export` is read as code: fix the statement, or reword the line (or put the word in `code`)';
    default:
      return 'see https://mdxjs.com/docs/troubleshooting-mdx/';
  }
}

/** The position, message and hint of an error thrown by the MDX parser. */
export function describeMdxError(thrown: unknown): MdxErrorDescription {
  const error = thrown as ParseError;
  const reason = error.reason ?? error.message ?? String(thrown);
  const detail = error.ruleId === 'acorn' && error.cause?.message ? ` (${error.cause.message})` : '';
  const place = error.place?.start ?? error.place;
  // A tag left open is reported where it opened (the parser gives the end of its paragraph, or no place at the end of the file).
  const unclosed = reason.startsWith('Expected a closing tag') ? openedAt(reason) : null;
  const position = unclosed ?? (place?.line ? { line: place.line, column: place.column } : {});
  return { ...position, message: `MDX: ${reason}${detail}`, hint: hintFor(error, reason) };
}
