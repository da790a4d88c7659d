/**
 * A code block in a language the highlighter (Prism, through refractor) does not know is shown
 * without highlighting: a warning at its fence, naming the closest known languages. A ```mermaid
 * block is an error: the site draws no diagram from code (drawing one at build time needs a
 * headless browser in every build, check and `npm run dev`; docs/writing.md says why), so the
 * page would show the diagram's source.
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { Diagnostic } from '../diagnostics';
import { editDistance } from '../edit-distance';
import { isKnownLanguage, knownLanguages } from '../render/prism-grammars';

/** The languages of this site's code blocks, named in every hint whatever was misspelt. */
const COMMON = ['bash', 'json', 'json5', 'yaml', 'typescript', 'text'];

/** The known languages closest in spelling to `language`, at most three. */
function closest(language: string): string[] {
  return knownLanguages()
    .map((name) => ({ name, distance: editDistance(language, name) }))
    .filter(({ distance }) => distance <= Math.max(2, Math.floor(language.length / 3)))
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, 3)
    .map(({ name }) => name);
}

/** The error for a diagram written in Mermaid, which Prism knows as a language to highlight. */
function mermaidProblem(file: string, node: Code): Diagnostic {
  return {
    severity: 'error',
    file,
    line: node.position?.start.line,
    column: node.position?.start.column,
    message: 'a ```mermaid block is not drawn as a diagram: the page would show its source as code',
    hint: 'draw the diagram as an SVG file (https://mermaid.live exports one, as does `npx @mermaid-js/mermaid-cli -i diagram.mmd -o diagram.svg`), put it under public/img/ and show it with `![what it shows](/img/….svg)`',
  };
}

/** Warnings for code blocks whose language is unknown, errors for diagrams; call after `loadGrammarsFor` has seen the doc. */
export function checkCodeLanguages(file: string, mdast: Root): Diagnostic[] {
  const problems: Diagnostic[] = [];
  visit(mdast, 'code', (node: Code) => {
    if (node.lang?.toLowerCase() === 'mermaid') return void problems.push(mermaidProblem(file, node));
    if (!node.lang || isKnownLanguage(node.lang)) return;
    const near = closest(node.lang.toLowerCase());
    problems.push({
      severity: 'warning',
      file,
      line: node.position?.start.line,
      column: node.position?.start.column,
      message: `code block in an unknown language "${node.lang}": it is shown without highlighting`,
      hint: `${near.length ? `did you mean ${near.map((name) => `"${name}"`).join(' or ')}? ` : ''}known languages include ${COMMON.join(', ')} (\`text\` for plain text); the full list is Prism's, at https://prismjs.com/#supported-languages`,
    });
  });
  return problems;
}
