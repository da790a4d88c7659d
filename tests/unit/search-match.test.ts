import assert from 'node:assert/strict';
import { test } from 'node:test';
import { joinBlocks, type TextSegment } from '../../lib/search/excerpt';
import { hitFromRecord } from '../../lib/search/hits';
import type { SearchShard } from '../../lib/search/index-format';
import { countHits, excerpt, expandCompounds, highlight, markedWords, matchingSections, matchPages, PREFIX_FACTOR, prefixFactor, wordMatcher, type LoadedTerms } from '../../lib/search/match';
import { queryTerms, stem, termsOfPageWord, termsOfWord, wordsIn } from '../../lib/search/terms';

/** The plain text of highlighted segments. */
const textOf = (segments: TextSegment[]) => segments.map((segment) => segment.text).join('');

test('stems plural, -ing, -ed and -ation forms of a word to one term', () => {
  for (const group of [
    ['webhook', 'webhooks'],
    ['upgrade', 'upgrades', 'upgrading', 'upgraded'],
    ['configure', 'configured', 'configuring', 'configuration', 'configurations'],
    ['message', 'messages'],
    ['reply', 'replies'],
    ['run', 'running'],
    ['map', 'mapped'],
  ]) {
    assert.equal(new Set(group.map(stem)).size, 1, group.join(', '));
  }
  assert.equal(stem('kafka'), 'kafka');
  assert.equal(stem('status'), 'status');
  assert.equal(stem('access'), 'access');
  assert.equal(stem('install'), 'install');
  assert.equal(stem('k8s'), 'k8s');
});

test('keeps dotted and underscored words whole and adds their parts', () => {
  assert.deepEqual(wordsIn('POST /conversations.list, then jwt_secret. Größe!'), ['post', 'conversations.list', 'then', 'jwt_secret', 'größe']);
  assert.deepEqual(termsOfWord('conversations.list'), ['conversations.list', stem('conversations'), 'list']);
  assert.deepEqual(termsOfWord('webhooks'), ['webhook']);
});

test('indexes a camel-case word of a page whole and by its parts; a word in one case stays one term', () => {
  assert.deepEqual(termsOfPageWord('primaryColor'), ['primarycolor', stem('primary'), 'color']);
  assert.deepEqual(termsOfPageWord('sourceChannelId'), ['sourcechannelid', stem('source'), 'channel', 'id']);
  assert.deepEqual(termsOfPageWord('messages.sendMessage'), ['messages.sendmessage', stem('messages'), stem('sendmessage'), 'send']);
  assert.deepEqual(termsOfPageWord('Kafka'), ['kafka']);
  assert.deepEqual(termsOfPageWord('HTTP'), ['http']);
  assert.deepEqual(termsOfPageWord('conversations.list'), termsOfWord('conversations.list'));
  // The excerpt marks the word the page wrote.
  assert.equal(countHits('Set primaryColor and headerTextColor.', wordMatcher(queryTerms('color '))), 2);
});

test('treats the last query word as a prefix while it is typed', () => {
  assert.deepEqual(queryTerms('helm upg').words, [
    { word: 'helm', terms: ['helm'], prefix: null },
    { word: 'upg', terms: ['upg'], prefix: 'upg' },
  ]);
  assert.equal(queryTerms('helm upg ').words[1].prefix, null);
  assert.equal(queryTerms('he').words[0].prefix, null);
  assert.deepEqual(queryTerms('kafka Kafka').words.length, 1);
  assert.deepEqual(queryTerms('<img src=x onerror=alert(1)>').words.map((word) => word.terms[0]), ['img', 'src', 'x', 'onerror', 'alert', '1']);
});

function loaded(shard: SearchShard): LoadedTerms {
  return { postings: (term) => shard[term], withPrefix: (prefix) => Object.keys(shard).filter((term) => term.startsWith(prefix)) };
}

function search(query: string, shard: SearchShard) {
  return matchPages(expandCompounds(queryTerms(query), loaded(shard)), loaded(shard));
}

// Page ids are stored as gaps: [0, s] is page 0, [1, s, 2, s] pages 1 and 3.
const SHARD: SearchShard = { helm: [0, 300, 2, 100], upgrad: [1, 200, 1, 400], kafka: [3, 500], 'conversations.list': [4, 900], list: [4, 100, 1, 50] };

test('finds pages that hold every word, best sum of scores first', () => {
  assert.deepEqual(search('helm upgrade ', SHARD), [{ id: 2, score: 5 }]);
  assert.deepEqual(search('', SHARD), []);
});

test('falls back to the pages that hold the most words', () => {
  assert.deepEqual(search('kafka helm ', SHARD).map((match) => match.id), [3, 0, 2]);
});

test("leaves a question's function words optional: they add to the score, a page need not hold them", () => {
  const shard: SearchShard = { ...SHARD, how: [2, 50], to: [2, 50, 2, 50] };
  assert.deepEqual(search('how to helm ', shard), [
    { id: 0, score: 3 },
    { id: 2, score: 2 },
  ]);
  assert.deepEqual(search('how to ', shard).map((match) => match.id), [2], 'function words alone are all required');
  assert.deepEqual(search('how to qwerty ', shard), [], 'no page holds the other word');
});

test('matches the word being typed as a prefix, for less than a whole word', () => {
  assert.deepEqual(search('kaf', SHARD), [{ id: 3, score: 5 * prefixFactor('kaf', 'kafka') }]);
});

test('counts a prefix match for less the more letters it adds to the word typed', () => {
  assert.equal(prefixFactor('kafka', 'kafka'), PREFIX_FACTOR);
  assert.ok(prefixFactor('kafk', 'kafka') > prefixFactor('kaf', 'kafka'));
  assert.ok(prefixFactor('api', 'apis') > prefixFactor('api', 'apihost'));
  assert.ok(prefixFactor('api', 'apihost') < PREFIX_FACTOR * 0.75);
  // Page 1 holds `api` itself; page 2 only `apihost`, and more often.
  const shard: SearchShard = { api: [1, 200], apihost: [2, 300] };
  assert.deepEqual(search('api', shard).map((match) => match.id), [1, 2], 'the word as typed first');
  assert.deepEqual(search('api', { api: [1, 200], apis: [2, 400] }).map((match) => match.id), [2, 1], 'a close completion can still lead');
});

test('a dotted word is one term when indexed, else its parts', () => {
  assert.deepEqual(search('conversations.list', SHARD), [{ id: 4, score: 9 }]);
  assert.deepEqual(search('conversations.li', SHARD), [{ id: 4, score: 9 * prefixFactor('conversations.li', 'conversations.list') }]);
  assert.deepEqual(expandCompounds(queryTerms('helm.list '), loaded(SHARD)).words, [
    { word: 'helm', terms: ['helm'], prefix: null },
    { word: 'list', terms: ['list'], prefix: null },
  ]);
});

test('marks the words of the text that the query asked for', () => {
  const matches = wordMatcher(queryTerms('upgrading hel'));
  assert.deepEqual(highlight('Run helm upgrade, then upgrades.', matches), [
    { text: 'Run ', hit: false },
    { text: 'helm', hit: true },
    { text: ' ', hit: false },
    { text: 'upgrade', hit: true },
    { text: ', then ', hit: false },
    { text: 'upgrades', hit: true },
    { text: '.', hit: false },
  ]);
  assert.equal(countHits('<img src=x onerror=alert(1)>', wordMatcher(queryTerms('onerror'))), 1);
});

test('marks the words a query asks for, not its function words, unless it has no others', () => {
  const marked = (query: string, text: string) => {
    const terms = queryTerms(query);
    const segments = excerpt(text, { matches: wordMatcher(terms), marks: wordMatcher(markedWords(terms)) });
    return segments.filter((segment) => segment.hit).map((segment) => segment.text);
  };
  assert.deepEqual(marked('how to add a channel ', 'How to add a channel to the inbox.'), ['add', 'channel']);
  assert.deepEqual(marked('add the', 'Add them to the theme.'), ['Add'], 'a function word is no prefix either');
  assert.deepEqual(marked('how to ', 'How to add a channel to the inbox.'), ['How', 'to', 'to'], 'a query of function words only marks them');
});

test('cuts an excerpt around the densest hits, or shows the opening', () => {
  const words = Array.from({ length: 100 }, (_, index) => `w${index}`);
  words[60] = 'kafka';
  words[62] = 'kafka';
  const text = words.join(' ');
  const cut = excerpt(text, wordMatcher(queryTerms('kafka ')), 10);
  assert.equal(textOf(cut), 'w57 w58 w59 kafka w61 kafka w63 w64 w65 w66');
  assert.equal(cut.filter((segment) => segment.hit).length, 2);
  const sentences = `${words.slice(0, 55).join(' ')}. Then w56 w57 kafka ${words.slice(61).join(' ')}`;
  assert.match(textOf(excerpt(sentences, wordMatcher(queryTerms('kafka ')), 10)), /^Then w56 w57 kafka/);
  assert.equal(textOf(excerpt(text, wordMatcher(queryTerms('none ')), 3)), 'w0 w1 w2');
  assert.equal(excerpt('short text', wordMatcher(queryTerms('text ')), 10).length, 2);
});

test("orders a page's matching sections by hits, a heading hit counting thrice", () => {
  const record = {
    url: '/a/',
    title: 'A',
    breadcrumb: '',
    sections: [
      { anchor: '', title: '', text: 'kafka once' },
      { anchor: 'b', title: 'Other', text: 'kafka kafka' },
      { anchor: 'c', title: 'Kafka', text: 'nothing' },
      { anchor: 'd', title: 'None', text: 'nothing' },
    ],
  };
  assert.deepEqual(matchingSections(record, wordMatcher(queryTerms('kafka '))).map((section) => section.anchor), ['c', 'b', '']);
});

test('builds a hit with the page first, its opening as excerpt, then its best sections', () => {
  const record = {
    url: '/concepts/kafka/',
    title: 'Kafka',
    breadcrumb: 'Concepts',
    sections: [
      { anchor: '', title: '', text: 'Kafka keeps the data.' },
      { anchor: 'topics', title: 'Kafka topics', text: 'Topics of Kafka.' },
      { anchor: 'other', title: 'Other', text: 'Kafka once.' },
    ],
  };
  const { hit, headings } = hitFromRecord(record, '/docs/concepts/kafka/', wordMatcher(queryTerms('kafka ')), 2);
  assert.deepEqual(
    hit.sections.map((section) => [section.title, section.url, section.isPage]),
    [
      ['Kafka', '/docs/concepts/kafka/', true],
      ['Kafka topics', '/docs/concepts/kafka/#topics', false],
    ],
  );
  assert.equal(textOf(hit.excerpt), 'Kafka keeps the data.');
  assert.deepEqual(headings, ['Kafka topics', '', 'Other']);
});

test('takes the page excerpt from text no listed section shows when the opening does not match, sections kept apart', () => {
  const record = {
    url: '/concepts/kafka/',
    title: 'Streams',
    breadcrumb: 'Concepts',
    sections: [
      { anchor: '', title: '', text: 'An overview of the streaming layer' },
      { anchor: 'topics', title: 'Kafka topics', text: 'Kafka topics hold every kafka event.' },
      { anchor: 'later', title: 'Later', text: 'Kafka appears here too.' },
    ],
  };
  const kafka = wordMatcher(queryTerms('kafka '));
  const text = (maxSections: number) => {
    const { hit } = hitFromRecord(record, '/concepts/kafka/', kafka, maxSections);
    return [hit.excerpt, ...hit.sections.slice(1).map((section) => section.excerpt)].map(textOf);
  };
  assert.deepEqual(text(2), ['An overview of the streaming layer · Kafka appears here too.', 'Kafka topics hold every kafka event.']);
  assert.deepEqual(text(3), ['An overview of the streaming layer', 'Kafka topics hold every kafka event.', 'Kafka appears here too.']);
});

test('joins the text of blocks with a separator after one that ends without punctuation', () => {
  assert.equal(joinBlocks(['A note title', 'Its text.', '', 'Next part', 'ends: ']), 'A note title · Its text. Next part · ends: ');
  assert.equal(joinBlocks([]), '');
});
