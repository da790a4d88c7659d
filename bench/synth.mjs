#!/usr/bin/env node
/**
 * Generates a synthetic content directory of N realistic pages (headings, prose, code, tables,
 * admonitions, tabs, links between pages, an image) in nested categories, with no sidebar config
 * (the sidebar is generated from the folders). Deterministic for a given N.
 *
 *   node bench/synth.mjs --pages 1000 --out /tmp/synth-1000
 *   DOCS_CONTENT_DIR=/tmp/synth-1000 npm run build
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { option } from './lib.mjs';

const WORDS = (
  'kafka stream channel message conversation contact webhook source connector inbox cluster ' +
  'topic partition consumer producer schema token endpoint payload deploy helm chart namespace ' +
  'replica metadata tag template event socket client server request response field value'
).split(' ');

/**
 * The platform's components (`lib/platform/facts.json`). A synthetic page is held to the platform's
 * facts like every page (the set check runs in every build, so the benches time it too): its
 * `airy.yaml` sample names real components, split the way the sample nests them (`api-contacts` →
 * `components.api.contacts`).
 */
const COMPONENTS = JSON.parse(readFileSync(new URL('../lib/platform/facts.json', import.meta.url), 'utf8')).components.map((name) => {
  const dash = name.indexOf('-');
  return { group: name.slice(0, dash), name: name.slice(dash + 1) };
});

/** A small deterministic pseudo-random generator, so every run writes the same site. */
function random(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** Folder layout: top-level categories of up to 10 sub-categories of up to 100 pages. */
export function layout(pages) {
  const perSub = Math.min(100, Math.max(5, Math.ceil(pages / 20)));
  return Array.from({ length: pages }, (_, i) => {
    const sub = Math.floor(i / perSub);
    const top = String(Math.floor(sub / 10)).padStart(2, '0');
    return `cat-${top}/sub-${String(sub % 10).padStart(2, '0')}/page-${String(i % perSub).padStart(3, '0')}`;
  });
}

function sentence(next, words = 12) {
  const out = Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]);
  out[0] = out[0][0].toUpperCase() + out[0].slice(1);
  return `${out.join(' ')}.`;
}

function paragraph(next, sentences = 4) {
  return Array.from({ length: sentences }, () => sentence(next, 8 + Math.floor(next() * 10))).join(' ');
}

function page(id, index, ids, next) {
  const link = () => `/${ids[Math.floor(next() * ids.length)]}`;
  const title = `${sentence(next, 3).slice(0, -1)} ${index}`;
  return `---
title: ${title}
description: ${sentence(next, 14)}
sidebar_position: ${index % 100}
---

${paragraph(next)} See [a related page](${link()}) and [another one](${link()}).

## Overview of ${WORDS[index % WORDS.length]}

${paragraph(next, 5)}

:::note
${sentence(next)}
:::

### Configuration

${paragraph(next, 3)}

\`\`\`yaml title="airy.yaml"
components:
  ${COMPONENTS[index % COMPONENTS.length].group}:
    ${COMPONENTS[index % COMPONENTS.length].name}:
      enabled: true
      replicas: ${1 + (index % 3)}
\`\`\`

| Field | Type | Meaning |
| --- | --- | --- |
| \`name\` | string | ${sentence(next, 6)} |
| \`size\` | number | ${sentence(next, 6)} |
| \`enabled\` | boolean | ${sentence(next, 6)} |

## Request

\`\`\`json5
{
  id: "${index}",
  ${WORDS[(index + 3) % WORDS.length]}: "value-${index}", // ${WORDS[(index + 5) % WORDS.length]}
  page_size: 10,
}
\`\`\`

<Tabs groupId="os">
<TabItem value="mac" label="macOS">

\`\`\`bash
brew install airy-${index}
\`\`\`

</TabItem>
<TabItem value="linux" label="Linux">

\`\`\`bash
curl -L https://example.com/airy-${index}.tar.gz | tar xz
\`\`\`

</TabItem>
</Tabs>

![A diagram of the components](/img/getting-started/components-overview.svg)

## Next steps

${paragraph(next, 3)} Continue with [the next topic](${link()}).
`;
}

export function generate(pages, outDir) {
  rmSync(outDir, { recursive: true, force: true });
  const ids = layout(pages);
  const next = random(pages);
  ids.forEach((id, index) => {
    const file = join(outDir, `${id}.mdx`);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, page(id, index, ids, next));
  });
  // The navbar's "Need help?" link points here on every site built with this config.
  mkdirSync(join(outDir, 'getting-started'), { recursive: true });
  writeFileSync(join(outDir, 'getting-started', 'troubleshooting.mdx'), '---\ntitle: Troubleshooting\n---\n\nWhere to ask for help.\n');
  writeFileSync(join(outDir, 'index.mdx'), `---\ntitle: Synthetic site\nslug: /\n---\n\nA generated site of ${pages} pages. Start at [the first page](/${ids[0]}).\n`);
  return ids;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = Number(option('pages', 100));
  const out = option('out', `/tmp/synth-${pages}`);
  generate(pages, out);
  console.log(`Wrote ${pages + 2} pages to ${out}`);
}
