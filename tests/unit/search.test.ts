import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_RECENT_MAX } from '../../lib/constants';
import { splitHighlights } from '../../lib/search/excerpt';
import {
  ALGOLIA_HIGHLIGHT_POST as POST,
  ALGOLIA_HIGHLIGHT_PRE as PRE,
  hitsFromDocSearch,
  localizeDocSearchUrl,
} from '../../lib/search/hits';
import { withTrailingSlash } from '../../lib/urls';
import { searchBreadcrumb } from '../../lib/search/index-meta';
import { isApplePlatform, isSearchShortcut, type ShortcutKey } from '../../lib/search/keyboard';
import { normalizeQuery, searchPageHref } from '../../lib/search/query';
import { containsPhrase, definesEndpoint, queryWordWeights, rerank, wordsOf } from '../../lib/search/rank';
import { parseRecentSearches, withRecentSearch } from '../../lib/search/recent';

test('tolerates unbalanced highlight markers', () => {
  assert.deepEqual(splitHighlights(`${PRE}open ${PRE}again${POST} end${POST}`, PRE, POST), [
    { text: 'open again', hit: true },
    { text: ' end', hit: false },
  ]);
});

test('normalizes queries: white space, control characters, and a length limit', () => {
  assert.equal(normalizeQuery('  helm \n\t upgrade\u0000 '), 'helm upgrade');
  const long = normalizeQuery('a'.repeat(10_000));
  assert.equal(long.length, SEARCH_QUERY_MAX_LENGTH);
  const emoji = normalizeQuery('🚀'.repeat(SEARCH_QUERY_MAX_LENGTH + 5));
  assert.equal(Array.from(emoji).length, SEARCH_QUERY_MAX_LENGTH);
  assert.equal(emoji.includes('\ufffd'), false);
  assert.equal(normalizeQuery('Größe 日本語'), 'Größe 日本語');
});

test('links the search page with the query encoded, under the base path', () => {
  assert.equal(searchPageHref('/', 'helm upgrade'), '/search/?q=helm%20upgrade');
  assert.equal(searchPageHref('/docs/core/', '<img src=x>&q=1'), '/docs/core/search/?q=%3Cimg%20src%3Dx%3E%26q%3D1');
  assert.equal(searchPageHref('/docs/core/', '  '), '/docs/core/search/');
  assert.equal(searchPageHref('/', 'kafak', { exact: true }), '/search/?q=kafak&exact=1');
});

test('keeps recent searches newest first, without duplicates, and bounded', () => {
  let list: string[] = [];
  for (const query of ['kafka', 'helm', 'Kafka ', 'webhook', 'a', 'b', 'c']) list = withRecentSearch(list, query);
  assert.equal(list.length, SEARCH_RECENT_MAX);
  assert.deepEqual(list, ['c', 'b', 'a', 'webhook', 'Kafka']);
  assert.deepEqual(withRecentSearch(list, '   '), list);
});

test('reads stored recent searches defensively', () => {
  assert.deepEqual(parseRecentSearches(null), []);
  assert.deepEqual(parseRecentSearches('not json'), []);
  assert.deepEqual(parseRecentSearches('{"a":1}'), []);
  assert.deepEqual(parseRecentSearches('["kafka", 3, "", null, "helm"]'), ['kafka', 'helm']);
});

const key = (overrides: Partial<ShortcutKey>): ShortcutKey => ({
  key: 'k',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  inEditable: false,
  ...overrides,
});

test('opens search with Ctrl+K and ⌘K, even while typing, and with / only outside fields', () => {
  assert.equal(isSearchShortcut(key({ ctrlKey: true })), true);
  assert.equal(isSearchShortcut(key({ metaKey: true, inEditable: true })), true);
  assert.equal(isSearchShortcut(key({ key: 'K', ctrlKey: true })), true);
  assert.equal(isSearchShortcut(key({})), false);
  assert.equal(isSearchShortcut(key({ ctrlKey: true, altKey: true })), false);
  assert.equal(isSearchShortcut(key({ ctrlKey: true, shiftKey: true })), false);
  assert.equal(isSearchShortcut(key({ key: '/' })), true);
  assert.equal(isSearchShortcut(key({ key: '/', inEditable: true })), false);
  assert.equal(isSearchShortcut(key({ key: '/', ctrlKey: true })), false);
});

test('shows ⌘ on Apple platforms only', () => {
  assert.equal(isApplePlatform('MacIntel'), true);
  assert.equal(isApplePlatform('iPhone'), true);
  assert.equal(isApplePlatform('Linux x86_64'), false);
  assert.equal(isApplePlatform('Win32'), false);
});

test('adds trailing slashes to page URLs only', () => {
  assert.equal(withTrailingSlash('/a/b'), '/a/b/');
  assert.equal(withTrailingSlash('/a/b#x'), '/a/b/#x');
  assert.equal(withTrailingSlash('/a/b/?q=1'), '/a/b/?q=1');
  assert.equal(withTrailingSlash('/img/a.svg'), '/img/a.svg');
});

test('maps DocSearch URLs of this site under the base path and keeps others', () => {
  assert.equal(localizeDocSearchUrl('https://airy.co/docs/core/api/webhook#events', 'https://airy.co', '/docs/core/'), '/docs/core/api/webhook/#events');
  assert.equal(localizeDocSearchUrl('https://airy.co/docs/core/api/webhook/', 'https://airy.co', '/docs/enterprise/'), 'https://airy.co/docs/core/api/webhook/');
  assert.equal(localizeDocSearchUrl('https://airy.co/cli/usage/', 'https://airy.co/', '/'), '/cli/usage/');
  assert.equal(localizeDocSearchUrl('https://elsewhere.org/x', 'https://airy.co', '/'), 'https://elsewhere.org/x');
});

test('groups DocSearch records by page with their sections and snippets', () => {
  const records = [
    {
      url: 'https://airy.co/api/webhook/#events',
      url_without_anchor: 'https://airy.co/api/webhook/',
      hierarchy: { lvl0: 'API', lvl1: 'Webhook', lvl2: 'Events', lvl3: null },
      _snippetResult: { content: { value: `every ${PRE}webhook${POST} <b>event</b>` } },
    },
    {
      url: 'https://airy.co/api/webhook/',
      hierarchy: { lvl0: 'API', lvl1: 'Webhook' },
    },
    {
      url: 'https://airy.co/ui/control-center/webhooks/#list',
      hierarchy: { lvl0: 'UI', lvl1: 'Webhooks', lvl2: 'List' },
      _highlightResult: { hierarchy: { lvl2: { value: `${PRE}List${POST}` } } },
    },
  ];
  const hits = hitsFromDocSearch(records, 3, (url) => localizeDocSearchUrl(url, 'https://airy.co', '/'));
  assert.deepEqual(
    hits.map((hit) => [hit.url, hit.title, hit.breadcrumb, hit.sections.map((section) => [section.title, section.url, section.isPage])]),
    [
      ['/api/webhook/', 'Webhook', 'API', [['Events', '/api/webhook/#events', false], ['Webhook', '/api/webhook/', true]]],
      ['/ui/control-center/webhooks/', 'Webhooks', 'UI', [['List', '/ui/control-center/webhooks/#list', false]]],
    ],
  );
  assert.deepEqual(hits[0].excerpt, [
    { text: 'every ', hit: false },
    { text: 'webhook', hit: true },
    { text: ' <b>event</b>', hit: false },
  ]);
  assert.deepEqual(hits[1].excerpt, [{ text: 'List', hit: true }]);
});

test('writes the breadcrumb of a page for the index', () => {
  assert.equal(searchBreadcrumb([{ label: 'Sources' }, { label: ' Airy, Live Chat ' }]), 'Sources › Airy, Live Chat');
  assert.equal(searchBreadcrumb([]), '');
});

const candidate = (title: string, score: number, headings: string[] = [], content = '', breadcrumb = '') => ({ title, score, headings, content, breadcrumb });

test('puts a page whose title is the query first', () => {
  const ranked = rerank('webhook', [candidate('Webhooks', 14), candidate('Webhook', 12.9), candidate('Twilio', 10)]);
  assert.deepEqual(
    ranked.map((entry) => entry.title),
    ['Webhook', 'Webhooks', 'Twilio'],
  );
});

test('lifts a page with a heading holding every query word, or the words side by side', () => {
  assert.equal(rerank('topic naming', [candidate('Quickstart', 12.8), candidate('Kafka', 10.3, ['Topic naming conventions'])])[0].title, 'Kafka');
  assert.equal(
    rerank('service account key', [candidate('AWS', 15, [], 'the service uses an account and a key'), candidate('Google', 12.5, [], 'add the service account key')])[0]
      .title,
    'Google',
  );
});

test('lifts a page named by the query in its breadcrumb and title, or with a heading that is the query', () => {
  assert.equal(
    rerank('chat plugin customization', [candidate('Overview', 9.4, [], '', 'Sources › Chat Plugin'), candidate('Customization', 9.1, [], '', 'Sources › Chat Plugin')])[0].title,
    'Customization',
  );
  assert.equal(rerank('airy create', [candidate('Terraform', 4, ['Run airy create here']), candidate('CLI usage', 3.6, ['airy create'])])[0].title, 'CLI usage');
});

test('lifts the page that documents an endpoint named by the query (its signature is on it)', () => {
  const intro = candidate('Introduction', 5, [], 'paths such as /conversations.list name the entity and the action');
  const reference = candidate('Conversations', 4.2, ['List conversations'], 'POST /conversations.list Lists the conversations');
  assert.equal(rerank('conversations.list', [intro, reference])[0].title, 'Conversations');
  assert.equal(definesEndpoint('conversations.list', 'POST /conversations.list'), true);
  assert.equal(definesEndpoint('conversations list', 'POST /conversations.list'), true, 'spaces may stand for the dots');
  assert.equal(definesEndpoint('list', 'POST /conversations.list'), false, 'one word is not an endpoint name');
  assert.equal(definesEndpoint('metadata.upsert', 'see /metadata.upsert'), false, 'a mention is not a signature');
});

test('counts the query words in the title as said, so the rest side by side in the text lifts the page', () => {
  const channels = candidate('Channels', 10, [], 'Facebook channels carry the page token in their metadata', 'API');
  const facebook = candidate('Facebook Messenger', 8, [], 'A pop-up shows the Page access token', 'Sources');
  assert.equal(rerank('facebook page access token', [channels, facebook])[0].title, 'Facebook Messenger');
});

test('lifts a page whose title holds the query words over one that only repeats them', () => {
  const contributing = candidate('Contributing Components', 12, [], 'helm/BUILD helm_ruleset helm template, then install it');
  const helm = candidate('Deploy Airy with Helm', 9, [], 'the chart installs Airy Core');
  assert.equal(rerank('helm', [contributing, helm])[0].title, 'Deploy Airy with Helm');
  // Half the words in the title: half the lift (9 × 1.5 = 13.5 against 12).
  assert.equal(rerank('install helm', [contributing, helm])[0].title, 'Deploy Airy with Helm');
  assert.equal(rerank('install helm', [candidate('Backup', 14, [], 'installing the helm chart'), helm])[0].title, 'Backup', 'a share lifts only so far');
  assert.equal(rerank('configuration', [candidate('Catalog', 10), candidate('Configure your Airy Core instance', 6)])[0].title, 'Configure your Airy Core instance', 'stems match');
  assert.equal(rerank('hel', [candidate('Catalog', 10), candidate('Deploy Airy with Helm', 6)])[0].title, 'Deploy Airy with Helm', 'a word being typed');
});

test('weighs each query word in the title lift by how rare it is on the site', () => {
  const pagesWith = (term: string) => ({ airi: 96, creat: 51, helm: 33 })[term] ?? 0;
  const weights = queryWordWeights('Airy create hel', pagesWith, 98);
  assert.deepEqual([...weights.keys()], ['airy', 'create', 'hel']);
  assert.ok(weights.get('airy')! < 0.03, 'on nearly every page: next to nothing');
  assert.ok(weights.get('create')! > 0.6 && weights.get('create')! < 0.7);
  assert.ok(weights.get('hel')! > 5, 'a word still being typed, on no page yet: rare');
  const terraform = candidate('Run Airy Core on AWS with Terraform', 10, [], 'then run airy create');
  const usage = candidate('Command Usage', 9, ['airy create']);
  assert.equal(rerank('airy create', [terraform, usage])[0].title, 'Run Airy Core on AWS with Terraform', 'every word alike: airy lifts the title');
  assert.equal(rerank('airy create', [terraform, usage], queryWordWeights('airy create', pagesWith, 98))[0].title, 'Command Usage');
  assert.equal(rerank('airy', [usage, candidate('Install Airy Core', 8)], queryWordWeights('airy', pagesWith, 98))[0].title, 'Install Airy Core', 'a word alone lifts in full');
});

test('reads a trail by word starts and stems, leaving function words out, and finds no phrase in a function word and one other', () => {
  const helm = candidate('Deploy Airy with Helm', 16.7, [], 'You can also run it on AWS', 'Getting Started › Setup & Deployment');
  const aws = candidate('Run Airy on AWS', 14.8, [], 'Create the cluster', 'Getting Started › Setup & Deployment');
  assert.equal(rerank('deploy on aws', [helm, aws])[0].title, 'Run Airy on AWS');
});

test('keeps the engine order when nothing stands out', () => {
  const ranked = rerank('kafka', [candidate('A', 3), candidate('B', 2), candidate('C', 2)]);
  assert.deepEqual(
    ranked.map((entry) => entry.title),
    ['A', 'B', 'C'],
  );
});

test('splits words for ranking without punctuation, and matches phrases by word prefix', () => {
  assert.deepEqual(wordsOf('Chat Plugin: "customization"!'), ['chat', 'plugin', 'customization']);
  assert.equal(containsPhrase(['the', 'chat', 'plugins', 'here'], ['chat', 'plugin']), true);
  assert.equal(containsPhrase(['chat', 'the', 'plugin'], ['chat', 'plugin']), false);
  assert.equal(containsPhrase(['chat'], ['chat']), false);
});
