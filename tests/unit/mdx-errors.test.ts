/**
 * Every kind of syntax error the MDX parser reports (the messages thrown in
 * micromark-extension-mdx-jsx, mdast-util-mdx-jsx, micromark-extension-mdx-expression and
 * micromark-extension-mdxjs-esm) reaches the writer as `file:line:col: message — hint`, at the
 * place to fix and with a hint for that kind.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDiagnostic } from '../../lib/diagnostics';
import { renderDoc } from '../../lib/render/render-doc';

const context = { url: 'https://x.test', basePath: '/', resolveMarkdownLink: () => null, sizeOf: () => null, outputs: false };

/** The one message a doc's syntax error gives, as printed. */
function messageFor(source: string): string {
  const { diagnostics, unparsed } = renderDoc({ id: 'x', file: 'content/x.mdx', route: '/x', source }, context);
  assert.equal(unparsed, true, 'the doc does not parse');
  assert.equal(diagnostics.length, 1, diagnostics.map(formatDiagnostic).join('\n'));
  return formatDiagnostic(diagnostics[0]);
}

/** Each kind: a doc that makes it, where the message points, and what its hint says. */
const KINDS: { kind: string; source: string; at: string; hint: RegExp }[] = [
  { kind: 'jsx unexpected-character before a name (a < in prose)', source: 'Less than <3 minutes.', at: '1:12', hint: /`<` in prose starts a tag.*`&lt;`/ },
  { kind: 'jsx unexpected-character: an HTML comment', source: 'Text.\n\n<!-- note -->', at: '3:2', hint: /\{\/\* comment \*\/\}/ },
  { kind: 'jsx unexpected-character: an autolink', source: 'See <https://airy.co>.', at: '1:12', hint: /\[text\]\(https:/ },
  { kind: 'jsx unexpected-character in a name', source: '<Tabs# />', at: '1:6', hint: /a tag's name is letters/ },
  { kind: 'jsx unexpected-character in an attribute', source: '<Tabs groupId=tabs />', at: '1:15', hint: /name="text"/ },
  { kind: 'jsx unexpected-eof in a tag', source: 'Text <Tabs', at: '1:11', hint: /not finished before the file ends.*`>`/ },
  { kind: 'jsx unexpected-eof in an attribute value', source: '<Tabs groupId="tabs>\n', at: '2:1', hint: /missing its closing quote/ },
  { kind: 'jsx unexpected-lazy (a tag in a block quote)', source: '> <Tabs\ngroupId="x" />', at: '2:1', hint: /start every line.*`>`/ },
  { kind: 'a closing tag without an opening tag', source: 'Text.\n\n</Tabs>', at: '3:2', hint: /closes nothing/ },
  { kind: 'an attribute in a closing tag', source: '<Tabs>\n\nText.\n\n</Tabs groupId="x">', at: '5:8', hint: /closing tag takes no attributes/ },
  { kind: 'a self-closing slash in a closing tag', source: '<Tabs>\n\nText.\n\n</Tabs/>', at: '5:7', hint: /`<\/Name>`.*`<Name \/>`/ },
  { kind: 'a closing tag that closes another tag', source: '<Tabs>\n\n<TabItem value="a">\n\nText.\n\n</Tabs>', at: '7:1', hint: /`<TabItem>` \(opened at line 3, column 1\) is still open: close it with `<\/TabItem>` before `<\/Tabs>`/ },
  { kind: 'a component never closed (the issue\'s unclosed <Tabs>)', source: 'Intro.\n\n<Tabs groupId="os">\n\nText.\n', at: '3:1', hint: /`<Tabs>` opened at line 3, column 1 is never closed: add `<\/Tabs>`/ },
  { kind: 'a tag in a paragraph not closed in it', source: 'A <b>bold\n\nparagraph.', at: '1:3', hint: /`<b>` opened at line 1, column 3 inside a paragraph must close in it: add `<\/b>`/ },
  { kind: 'a closing tag inside a paragraph opened after its tag', source: '<Tabs>\nText.</Tabs>\n', at: '2:6', hint: /put `<\/Tabs>` on a line of its own/ },
  { kind: 'expression unexpected-eof (a { in prose)', source: 'Use {name to greet.', at: '1:20', hint: /`\{` is never closed.*`\\\{`/ },
  { kind: 'expression unexpected-lazy (an expression in a block quote)', source: '> {1 +\n1}', at: '2:1', hint: /start every line/ },
  { kind: 'expression acorn: not JavaScript', source: 'Replace {your name} here.', at: '1:14', hint: /not a JavaScript expression/ },
  { kind: 'expression non-spread in a tag', source: '<Tabs {groupId} />', at: '1:8', hint: /one spread, `\{\.\.\.props\}`/ },
  { kind: 'expression spread-extra in a tag', source: '<Tabs {...a, b} />', at: '1:14', hint: /one spread/ },
  { kind: 'expression unexpected-empty-expression', source: '<Tabs groupId={} />', at: '1:16', hint: /give the braces a value/ },
  { kind: 'esm acorn: an import line that is not one', source: 'import the chart from the dashboard\n', at: '1:12', hint: /starts with `import` or `export` is read as code/ },
  { kind: 'esm non-esm: code after an export', source: 'export const a = 1; a + 1\n', at: '1:21', hint: /read as code/ },
];

for (const { kind, source, at, hint } of KINDS) {
  test(`an MDX syntax error reads file:line:col: message — hint: ${kind}`, () => {
    const message = messageFor(source);
    assert.ok(message.startsWith(`content/x.mdx:${at}: MDX: `), message);
    const [, after] = message.split(' — ');
    assert.match(after ?? '', hint, message);
  });
}

test('positions count from the top of the file, front matter included', () => {
  const frontMatterBlanked = '\n\n\nIntro.\n\n<Tabs>\n';
  assert.ok(messageFor(frontMatterBlanked).startsWith('content/x.mdx:6:1: MDX: Expected a closing tag for `<Tabs>`'));
});
