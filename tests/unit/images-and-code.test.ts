/**
 * Mistakes that used to pass in silence: an image without alt text, and a code block in a
 * language the highlighter does not know. Each is reported as `file:line:col: message — hint`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDiagnostic } from '../../lib/diagnostics';
import { prepareToRender, renderDoc } from '../../lib/render/render-doc';

const context = { url: 'https://x.test', basePath: '/', resolveMarkdownLink: () => null, sizeOf: () => null, outputs: false };

async function problems(source: string) {
  const doc = { id: 'x', file: 'content/x.mdx', route: '/x', source };
  await prepareToRender([doc], context);
  return renderDoc(doc, context).diagnostics.map((d) => ({ severity: d.severity, line: formatDiagnostic(d) }));
}

test('an <img> without alt is an error asking for alt text, or alt="" on purpose', async () => {
  assert.deepEqual(await problems('Intro.\n\n<img src="/img/diagram.svg" />\n'), [
    { severity: 'error', line: 'content/x.mdx:3:1: <img> has no alt attribute: screen readers skip it without a word — add `alt="what the image shows"`, or `alt=""` if the image is only decoration' },
  ]);
  assert.equal((await problems('<Image light="/a.svg" dark="/b.svg" />\n'))[0]?.severity, 'error', '<Image> too');
});

test('an image with alt text, or alt="" written on purpose, passes', async () => {
  assert.deepEqual(await problems('<img src="/a.svg" alt="A diagram" />\n\n<img src="/rule.svg" alt="" />\n\n![A diagram](/a.svg)\n'), []);
});

test('a Markdown image with empty text is a warning', async () => {
  assert.deepEqual(await problems('Text.\n\nSee ![](/img/diagram.svg) here.\n'), [
    { severity: 'warning', line: 'content/x.mdx:3:5: image /img/diagram.svg has no text: screen readers skip it — describe what it shows: `![A diagram of …](…)`; for a decorative image write `<img src="…" alt="" />`' },
  ]);
});

test('a code block in a language the highlighter does not know is a warning naming the known languages', async () => {
  const [problem] = await problems('Text.\n\n```jsonn\n{}\n```\n');
  assert.equal(problem.severity, 'warning');
  assert.match(problem.line, /^content\/x\.mdx:3:1: code block in an unknown language "jsonn": it is shown without highlighting — did you mean "json"/);
  assert.match(problem.line, /known languages include bash, json, json5, yaml, typescript, text/);
});

test('code blocks in known languages, their aliases, diff- forms and plain text pass', async () => {
  assert.deepEqual(await problems(['bash', 'sh', 'json5', 'yml', 'typescript', 'tsx', 'hcl', 'diff-json', 'text', 'Python'].map((lang) => `\`\`\`${lang}\nx\n\`\`\`\n`).join('\n')), []);
});

test('a mermaid block is refused with what to do instead: the site draws no diagrams from code', async () => {
  const found = await problems('Text.\n\n```mermaid\ngraph LR\n  A --> B\n```\n');
  assert.deepEqual(found, [
    {
      severity: 'error',
      line: 'content/x.mdx:3:1: a ```mermaid block is not drawn as a diagram: the page would show its source as code — draw the diagram as an SVG file (https://mermaid.live exports one, as does `npx @mermaid-js/mermaid-cli -i diagram.mmd -o diagram.svg`), put it under public/img/ and show it with `![what it shows](/img/….svg)`',
    },
  ]);
});
