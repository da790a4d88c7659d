import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadGrammarsFor, renderDoc } from '../../lib/render/render-doc';

async function render(source: string): Promise<string> {
  const doc = { id: 'x', file: 'content/x.mdx', route: '/x', source };
  await loadGrammarsFor([source]);
  const { html, diagnostics } = renderDoc(doc, { url: 'https://x.test', basePath: '/', resolveMarkdownLink: () => null, sizeOf: () => null, outputs: true });
  assert.deepEqual(diagnostics, []);
  return html;
}

const SAMPLES: Record<string, string> = {
  json5: '{ key: "value", // comment\n  n: 1 }',
  bash: 'airy create --provider=minikube',
  yaml: 'kafka:\n  enabled: true',
  typescript: 'const n: number = 1;',
  java: 'public class A { int x = 1; }',
  hcl: 'variable "region" { default = "eu" }',
  go: 'func main() { fmt.Println("hi") }',
};

for (const [language, code] of Object.entries(SAMPLES)) {
  test(`highlights ${language}`, async () => {
    const html = await render(`\`\`\`${language}\n${code}\n\`\`\`\n`);
    assert.match(html, new RegExp(`class="language-${language}[^"]*"`));
    assert.match(html, /<span class="token /);
  });
}

test('a title shows as a file-name header and {2} highlights the second line', async () => {
  const html = await render('```yaml title="airy.yaml" {2}\na: 1\nb: 2\n```\n');
  assert.match(html, /<div class="code-block-title">airy\.yaml<\/div>/);
  assert.match(html, /<span class="code-line highlight-line"><span class="token key atrule">b/);
  assert.doesNotMatch(html, /<span class="code-line">a/, 'plain lines carry no wrapper');
});

test('tables lose left-alignment styles and keep centre as a class', async () => {
  const html = await render('| a | b |\n| :-- | :-: |\n| 1 | 2 |\n');
  assert.doesNotMatch(html, /style=/);
  assert.match(html, /class="align-center"/);
});
