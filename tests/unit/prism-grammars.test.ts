import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { refractor } from 'refractor/core';
import { listDocFiles } from '../../lib/content';
import { codeLanguages, LIGHT_GRAMMARS, LIGHT_LANGUAGES, loadGrammarsFor, needsAllGrammars } from '../../lib/render/prism-grammars';
import { renderDoc } from '../../lib/render/render-doc';

const langDir = join(dirname(createRequire(import.meta.url).resolve('refractor/core')), '..', 'lang');
const context = { url: 'https://x.test', basePath: '/', resolveMarkdownLink: () => null, sizeOf: () => null, outputs: true };

test('reads the languages that fences and language- classes name, as rehype-prism-plus does', () => {
  const source = ['```bash title="install.sh"', 'x', '```', '~~~YAML', 'y', '~~~', '  ```Diff-Json5', '```', '<pre><code className="language-tsx">a</code></pre>', '```', 'plain', '```'].join('\n');
  assert.deepEqual([...codeLanguages(source)].sort(), ['bash', 'json5', 'tsx', 'yaml']);
});

test('shell, JSON, JSON5, YAML and plain text need no more grammars; any other language does', () => {
  for (const language of ['bash', 'sh', 'shell', 'json', 'json5', 'yaml', 'yml', 'text', 'txt']) assert.equal(needsAllGrammars(`\`\`\`${language}\nx\n\`\`\``), false, language);
  assert.equal(needsAllGrammars('No code at all.\n\n    indented code has no language\n'), false);
  for (const language of ['typescript', 'tsx', 'diff', 'hcl', 'made-up']) assert.equal(needsAllGrammars(`\`\`\`${language}\nx\n\`\`\``), true, language);
});

test('every light language name is registered by the light grammars alone', () => {
  for (const name of LIGHT_LANGUAGES) assert.ok(refractor.registered(name), name);
});

test('no other grammar of the installed refractor changes a light grammar', () => {
  const own = new Set(LIGHT_GRAMMARS.map((grammar) => `${grammar.displayName}.js`));
  const names = [...LIGHT_LANGUAGES].filter((name) => /^\w+$/.test(name)).join('|');
  // Changes, not reads: insertBefore into it, assignments to it or its tokens, array edits of its tokens, support added to it.
  const changes = new RegExp(
    `insertBefore\\(\\s*'(?:${names})'|languages\\.(?:${names})(?:\\[[^\\]]+\\]|\\.[\\w$]+)*\\s*=(?!=)|languages\\.(?:${names})(?:\\[[^\\]]+\\]|\\.[\\w$]+)*\\.(?:push|unshift|splice)\\(|addSupport\\(\\s*'(?:${names})'`,
  );
  const changers = readdirSync(langDir).filter((file) => !own.has(file) && changes.test(readFileSync(join(langDir, file), 'utf8')));
  assert.deepEqual(changers, []);
});

test('the shell, JSON and YAML blocks of the content highlight the same with the light grammars as with all of them', async () => {
  const blocks: { language: string; code: string }[] = [
    { language: 'bash', code: 'export X="a\\"$B\\"" # note\ncat <<EOF | grep -v "$(id -u)"\n${Y:-z}\nEOF\n' },
    { language: 'json', code: '{"a": [1, -2.5e3, true, null, "\\u0041 \\"q\\""]}' },
    { language: 'json5', code: "{a: 'b', // c\n n: +Infinity, h: 0x1F, /* d */ 'e': [,],}" },
    { language: 'yaml', code: 'a: &x 1\nb: *x\nc: "q\\"r" # c\nd: !!str 2024-01-01\n---\n- |\n  block &amp;\n' },
  ];
  for (const file of listDocFiles('content')) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```/gm)) if (LIGHT_LANGUAGES.has(match[1])) blocks.push({ language: match[1], code: match[2] });
  }
  assert.ok(blocks.length > 100, `only ${blocks.length} blocks found`);
  const light = blocks.map(({ language, code }) => refractor.highlight(code, language));
  await import('refractor/all');
  blocks.forEach(({ language, code }, index) => assert.deepEqual(refractor.highlight(code, language), light[index], `${language}: ${code.slice(0, 60)}`));
});

test('renderDoc refuses a doc whose grammars were not loaded, and highlights it once they are', async () => {
  const doc = { id: 'x', file: 'content/x.mdx', route: '/x', source: '```typescript\nconst n: number = 1;\n```\n' };
  assert.throws(() => renderDoc(doc, context), /content\/x\.mdx: .*loadGrammarsFor/);
  await loadGrammarsFor([doc.source]);
  assert.match(renderDoc(doc, context).html, /<span class="token keyword">const<\/span>/);
});
