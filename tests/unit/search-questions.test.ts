/**
 * The search evaluation set (bench/search-questions.json) stays a fair test: enough questions,
 * every sidebar section asked about, misspelt and task-worded questions among them, a fifth held
 * out, and every answer a page that exists.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readQuestions } from '../../bench/search-questions';
import { loadContent } from '../../lib/content';
import sidebars from '../../sidebar.config';

const questions = readQuestions();

test('asks at least 60 questions, misspelt and task-worded ones among them, a fifth held out', () => {
  assert.ok(questions.length >= 60, `${questions.length} questions`);
  for (const kind of ['words', 'task', 'misspelt']) assert.ok(questions.filter((question) => question.kind === kind).length >= 10, kind);
  assert.equal(questions.filter((question) => question.heldOut).length, Math.floor(questions.length / 5));
});

test('asks about every section of the sidebar', () => {
  const sections = sidebars.docs.flatMap((item) => (typeof item === 'object' && item.type === 'category' ? [item.label] : []));
  assert.deepEqual([...new Set(questions.map((question) => question.section))].sort(), [...sections].sort());
});

test('answers every question with pages that exist', () => {
  const routes = new Set(loadContent('content', process.cwd(), false).docs.map((doc) => (doc.route === '/' ? '/' : `${doc.route}/`)));
  for (const question of questions) {
    assert.ok(question.pages.length, question.query);
    for (const page of question.pages) assert.ok(routes.has(page), `${question.query}: ${page} is no page`);
  }
});
