/**
 * The writing check (issue 22, item 3): a sentence that talks about the docs (their history, the
 * time of writing, a note correcting the text) instead of the platform is a warning at its line,
 * quoting the phrase. Reads the prose the renderer collected, so code never counts.
 */
import type { Diagnostic } from '../diagnostics';
import type { ProseBlock } from '../render/prose';
import { WRITING_PHRASES, type WritingPhrase } from './writing-phrases';

/** Where an offset of a block's joined text sits in the file. */
function positionAt(block: ProseBlock, offset: number): { line: number; column: number } {
  let start = 0;
  for (const run of block.runs) {
    if (offset < start + run.text.length) return { line: run.line, column: run.column + (offset - start) };
    start += run.text.length;
  }
  const last = block.runs[block.runs.length - 1];
  return { line: last.line, column: last.column };
}

/** Every match of the phrases in one block, in order; where two phrases overlap, the first one found counts. */
function findWritingPhrases(block: ProseBlock, phrases: WritingPhrase[] = WRITING_PHRASES): { offset: number; text: string; hint: string }[] {
  const text = block.runs.map((run) => run.text).join('');
  const matches = phrases.flatMap(({ pattern, hint }) =>
    [...text.matchAll(pattern)].map((match) => {
      const offset = match.index + (match[0].length - match[0].trimStart().length);
      return { offset, end: match.index + match[0].length, text: match[0].trim().replace(/\s+/g, ' '), hint };
    }),
  );
  matches.sort((a, b) => a.offset - b.offset);
  const kept: typeof matches = [];
  for (const match of matches) if (!kept.length || match.offset >= kept[kept.length - 1].end) kept.push(match);
  return kept.map(({ offset, text: phraseText, hint }) => ({ offset, text: phraseText, hint }));
}

/** Warnings for one doc's prose. */
export function checkWriting(page: { file: string }, prose: ProseBlock[]): Diagnostic[] {
  return prose.flatMap((block) =>
    findWritingPhrases(block).map(({ offset, text, hint }): Diagnostic => ({
      severity: 'warning',
      file: page.file,
      ...positionAt(block, offset),
      message: `"${text}" talks about the writing, not the platform`,
      hint,
    })),
  );
}
