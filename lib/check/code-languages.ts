/**
 * A code block in a language the highlighter (Prism, through refractor) does not know is shown
 * without highlighting: a warning at its fence, naming the closest known languages.
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

/** Warnings for code blocks whose language is unknown; call after `loadGrammarsFor` has seen the doc. */
export function checkCodeLanguages(file: string, mdast: Root): Diagnostic[] {
  const problems: Diagnostic[] = [];
  visit(mdast, 'code', (node: Code) => {
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
