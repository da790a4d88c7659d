import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RenderedDoc } from '../../lib/render/render-doc';
import { assemblePage } from '../../lib/site/model';
import { fixture, modelOf } from './helpers/model';

const model = await modelOf(fixture('markdown'), { config: { url: 'https://docs.example.com', basePath: '/base/' } });
/** A page's Markdown copy as the export pass writes it. */
const page = (id: string) => `# ${model.docs.find((doc) => doc.id === id)!.title}\n\n${assemblePage(model.rendered, id).markdown}`;
const home = page('index');
const setup = page('guide/setup');

/** Markdown outside fenced code blocks and code spans, where no JSX may be left. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

test('a page opens with its title as the only h1', () => {
  assert.match(home, /^# Markdown fixture home\n/);
  assert.equal(setup.match(/^# /gm)?.length, 1);
});

test('no JSX, import or expression is left in any page', () => {
  for (const doc of model.docs) {
    const text = prose(page(doc.id));
    assert.doesNotMatch(text, /<\/?[A-Za-z][\w.]*[\s/>]/, doc.id);
    assert.doesNotMatch(text, /\{\/\*|\*\/\}/, doc.id);
  }
});

test('admonitions become blockquotes with a bold label, titled or not, nested too', () => {
  assert.match(setup, /^> \*\*Warning: Mind the version\*\*\n>\n> Use version 2 or newer\.\n/m);
  assert.match(setup, /^> > \*\*Note\*\*\n> >\n> > A nested note/m);
  assert.match(setup, /^> \*\*Tip\*\*\n>\n> A tip without a title\.$/m);
});

test('TLDR and SuccessBox become plain blockquotes', () => {
  assert.match(home, /^> The fixture is \*\*short\*\* and shows each component once\.$/m);
  assert.match(home, /^> It worked\.$/m);
});

test('each tab becomes a bold label (its label, else its value) followed by its content', () => {
  assert.match(setup, /\*\*macOS\*\*\n\n```bash title="install.sh"\nbrew install thing\n```\n\n\*\*linux\*\*\n\nRun `apt install thing`\.\\\nThen restart\./);
});

test('code blocks keep their language and file name but lose highlight ranges', () => {
  assert.match(setup, /```bash title="install.sh"\n/);
  assert.doesNotMatch(setup, /\{2,4-5\}/);
});

test('button boxes become one list of links with their descriptions', () => {
  assert.match(
    home,
    /## Next steps\n\n- \[Set it up\]\(https:\/\/docs\.example\.com\/base\/guide\/setup\/\): Install the thing\n- \[Look it up\]\(https:\/\/docs\.example\.com\/base\/guide\/reference\/#options\)\n/,
  );
});

test('images become Markdown images of the light variant, at absolute URLs', () => {
  assert.match(home, /!\[A diagram\]\(https:\/\/docs\.example\.com\/base\/img\/diagram-light\.svg\)/);
  assert.match(home, /!\[A screenshot\]\(https:\/\/docs\.example\.com\/base\/img\/screen\.png\)/);
  assert.doesNotMatch(home, /diagram-dark/);
});

test('every kind of link becomes an absolute site URL; external links stay as written', () => {
  assert.match(home, /\[guide\]\(https:\/\/docs\.example\.com\/base\/guide\/setup\/#install\)/);
  assert.match(home, /\[reference\]\(https:\/\/docs\.example\.com\/base\/guide\/reference\/\)/);
  assert.match(home, /\[relative page\]\(https:\/\/docs\.example\.com\/base\/guide\/reference\/\)/);
  assert.match(home, /\[this section\]\(https:\/\/docs\.example\.com\/base\/#next-steps\)/);
  assert.match(home, /\[an external site\]\(https:\/\/example\.com\/x\)/);
  assert.match(setup, /\[link\]\(https:\/\/docs\.example\.com\/base\/guide\/reference\/\)/);
});

test('partials are expanded in place, recursively, with their own links resolved', () => {
  const install = setup.indexOf('## Install');
  const credentials = setup.indexOf('### Credentials');
  const why = setup.indexOf('**Why a key?**');
  const tip = setup.indexOf('> **Tip**');
  assert.ok(install < credentials && credentials < why && why < tip, 'include order');
  assert.match(setup, /as \[the options\]\(https:\/\/docs\.example\.com\/base\/guide\/reference\/#options\) say\./);
  assert.match(setup, /\*\*Why a key\?\*\*\n\nBecause the thing asks for one\./);
});

test('a partial is still a page of its own', () => {
  assert.match(page('partials/credentials'), /^# Credentials\n\n### Credentials\n/);
});

/** A rendered doc holding only Markdown. */
const markdownOnly = (markdown: string): RenderedDoc => ({ html: '', markdown, search: [], outline: [], ids: [], references: [], resources: [], diagnostics: [], markdownLinks: {}, imageSizes: {} });

test('an include cycle ends instead of recursing forever', () => {
  const markdown = { a: 'A text.\n\n<!--include:b-->\n', b: 'B text.\n\n<!--include:a-->\n' };
  const rendered = new Map(Object.entries(markdown).map(([id, text]) => [id, markdownOnly(text)]));
  assert.equal(assemblePage(rendered, 'a').markdown, 'A text.\n\nB text.\n');
});

test('an included page keeps the indentation of its place: inside a quote or a list item', () => {
  const rendered = new Map<string, RenderedDoc>([
    ['page', markdownOnly('> **Note**\n>\n> <!--include:part-->\n\n1. Step\n\n   <!--include:part-->\n')],
    ['part', markdownOnly('One.\n\nTwo.\n')],
  ]);
  assert.equal(assemblePage(rendered, 'page').markdown, '> **Note**\n>\n> One.\n>\n> Two.\n\n1. Step\n\n   One.\n\n   Two.\n');
});

test('GFM tables survive', () => {
  assert.match(page('guide/reference'), /\| Option \| Meaning {3}\|\n\| -+ \| -+ \|\n\| `a` {4}\| the first \|/);
});

test('an unknown doc has no page', () => {
  assert.equal(assemblePage(model.rendered, 'nope').markdown, '');
});
