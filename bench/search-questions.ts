/**
 * The public evaluation set of the built-in search (`search-questions.json`): questions a reader
 * of these docs types, each with the pages that answer it, its sidebar section and its kind
 * (`words` from a page, `task` in a reader's own words, `misspelt`).
 *
 * The held-out part is fixed by position, decided before any tuning: every fifth question of the
 * file (the 5th, 10th, 15th, …) is never looked at while ranking is tuned, and is reported on its
 * own. New questions go at the end, so the rule keeps every question where it was.
 */
import { readFileSync } from 'node:fs';

/** Every `HELD_OUT_EVERY`-th question is held out. */
const HELD_OUT_EVERY = 5;

/** One question and the pages that answer it (site paths with their trailing slash). */
export interface Question {
  query: string;
  pages: string[];
  /** The top-level sidebar category of its answer. */
  section: string;
  kind: 'words' | 'task' | 'misspelt';
  heldOut: boolean;
}

/** The questions, each marked held out or not. */
export function readQuestions(): Question[] {
  const questions: Omit<Question, 'heldOut'>[] = JSON.parse(readFileSync(new URL('./search-questions.json', import.meta.url), 'utf8'));
  return questions.map((question, index) => ({ ...question, heldOut: (index + 1) % HELD_OUT_EVERY === 0 }));
}
