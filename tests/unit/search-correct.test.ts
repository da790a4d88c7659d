/** The correction rule of the built-in search (lib/search/correct.ts) and where corrected matches rank. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { editDistance } from '../../lib/edit-distance';
import { allowedEdits, correctedQuery, listsFor, nearestWords } from '../../lib/search/correct';
import type { SearchShard } from '../../lib/search/index-format';
import { CORRECTED_FACTOR, matchPages, prefixFactor } from '../../lib/search/match';

const WORDS = ['configuration', 'configure', 'kafka', 'kubernetes', 'helm', 'webhook', 'webhooks', 'templates', 'telemetry', 'grafana'];
const nearest = (typed: string) => nearestWords(typed, WORDS).map((candidate) => candidate.word);

test('counts a swap of two neighbouring letters as one edit', () => {
  assert.equal(editDistance('kafak', 'kafka', { swaps: true }), 1);
  assert.equal(editDistance('kafak', 'kafka'), 2, 'plain Levenshtein, as the other hints use it');
  assert.equal(editDistance('tempaltes', 'templates', { swaps: true }), 1);
  assert.equal(editDistance('abcdef', 'uvwxyz', { swaps: true, max: 2 }), 3, 'stops past the bound');
});

test('allows one edit from 4 letters, two from 8, none below 4 or with digits', () => {
  assert.deepEqual(['hlm', 'heml', 'upgarde', 'telemtry', 'configuraton', 'v0.5'].map(allowedEdits), [0, 1, 1, 2, 2, 0]);
  assert.deepEqual(nearest('hlm'), [], 'a short word is never corrected');
  assert.deepEqual(nearest('heml'), ['helm']);
  assert.deepEqual(nearest('kafak'), ['kafka']);
  assert.deepEqual(nearest('grafna'), ['grafana']);
  assert.deepEqual(nearest('kubrenetse'), ['kubernetes'], 'two swaps in a long word');
  assert.deepEqual(nearest('kfak'), [], 'two edits in a short word');
});

test('measures from the word as typed to the words and to their stems', () => {
  const [configuration] = nearestWords('configuraton', WORDS);
  assert.deepEqual(configuration, { word: 'configuration', term: 'configur', distance: 1 });
  assert.deepEqual(nearestWords('confgur', WORDS)[0], { word: 'configure', term: 'configur', distance: 1 }, 'one edit from the stem configur');
  assert.deepEqual(nearest('webhok'), ['webhook'], 'webhook and webhooks share one term; the nearer word names it');
});

test('looks in the lists of the first two letters: a swap there is corrected, a wrong first letter is not', () => {
  assert.deepEqual(listsFor('akfka'), ['a', 'k']);
  assert.deepEqual(nearest('akfka'), ['kafka']);
  assert.deepEqual(listsFor('qebhook'), ['q', 'e']);
});

test('ranks exact matches above prefix matches, and both above corrected ones', () => {
  // Pages 0, 1 and 2 hold the term as typed, a longer term, and the corrected term, equally often.
  const shard: SearchShard = { kafak: [0, 100], kafakx: [1, 100], kafka: [2, 100] };
  const terms = { postings: (term: string) => shard[term], withPrefix: (prefix: string) => Object.keys(shard).filter((term) => term.startsWith(prefix)) };
  const matches = matchPages({ words: [{ word: 'kafak', terms: ['kafak'], prefix: 'kafak', corrections: ['kafka'] }] }, terms);
  assert.deepEqual(matches, [
    { id: 0, score: 1 },
    { id: 1, score: prefixFactor('kafak', 'kafakx') },
    { id: 2, score: CORRECTED_FACTOR },
  ]);
  assert.equal(prefixFactor('kaf', 'kafka.consumer.group.settings'), CORRECTED_FACTOR, 'a long completion never counts for less than a correction');
});

test('writes the corrected query with the words as the pages have them', () => {
  assert.equal(correctedQuery('Helm upgarde', new Map([['upgarde', 'upgrade']])), 'Helm upgrade');
  assert.equal(correctedQuery('convesations.list', new Map([['convesations', 'conversations']])), 'conversations.list');
});
