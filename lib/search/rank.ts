/**
 * A second look at the first results of the built-in index. The index ranks by word
 * statistics (BM25 with weights); it cannot see that a page is *named* by the query. Among the results
 * whose data is loaded anyway, a page whose title is the query, or that has a heading holding
 * every query word, or whose text holds the query words side by side, moves up (Algolia's
 * "exact", "attribute" and "proximity" criteria).
 */
import { SEARCH_DIALOG_PAGES } from '../constants';
import { isStopWord } from './stop-words';
import { stem, termsOfWord, wordsIn } from './terms';

/** What the ranking reads of a result. */
export interface RankCandidate {
  /** The index's score. */
  score: number;
  title: string;
  /** The page's categories (`Sources › Airy Live Chat Plugin`). */
  breadcrumb: string;
  /** Titles of the page's matching sections (sub-results). */
  headings: string[];
  /** The page's indexed text. */
  content: string;
}

/**
 * How many of the first results are re-ranked: twice as many as the dialog shows, so a page the
 * word statistics put seventh to twelfth can still come first when the query names it (about six
 * more page records on a first query; `npm run bench:search` reports the bytes).
 */
export const RERANK_WINDOW = SEARCH_DIALOG_PAGES * 2;

/** Factor for a title that equals the query (`webhook` → "Webhook"). */
const EXACT_TITLE_BOOST = 2;

/**
 * Factor for a title that holds every query word (`helm` → "Deploy Airy with Helm", ahead of a page
 * whose text and code say helm 31 times); a title holding some of them gets that share of it.
 * A title word counts when it starts with the query word (`helm` in "Helm"), stemmed or not
 * (`configuration` in "Configure"). Each query word counts by how rare it is on the site
 * (`queryWordWeights`): `airy`, on 96 pages of 98, tells no title apart, so `airy create` lifts
 * "Run Airy Core on AWS" by next to nothing.
 */
const TITLE_WORDS_BOOST = 2;

/** Factor for a heading that contains every word of the query (`airy create` → "airy create"). */
const HEADING_BOOST = 1.5;

/**
 * Factor for a page whose breadcrumb and title hold every query word but function words, as
 * word starts or stems (`chat plugin customization`; `deploy on aws` in "Setup & Deployment › Run
 * Airy on AWS").
 */
const TRAIL_BOOST = 1.5;

/** Further factor for a heading that is the query itself (`airy create` → the "airy create" section). */
const EXACT_HEADING_BOOST = 1.5;

/** Factor for a page whose text has the words of a multi-word query side by side (`service account key`). */
const PHRASE_BOOST = 1.5;

/** An endpoint name (`conversations.list`) whose signature (`POST /conversations.list`) is on the page: the page that documents it. */
const ENDPOINT_BOOST = 2;

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Lower-case words without punctuation at their ends: "Chat Plugin!" → ["chat", "plugin"]. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
}

/** True when `words` holds `phrase` in a row; a word may carry a suffix (`plugins` for `plugin`). */
export function containsPhrase(words: string[], phrase: string[]): boolean {
  if (phrase.length < 2) return false;
  for (let start = 0; start + phrase.length <= words.length; start++) {
    if (phrase.every((word, offset) => words[start + offset].startsWith(word))) return true;
  }
  return false;
}

/**
 * True when the query is one endpoint name and the text holds its signature. The name may be
 * typed with spaces for its dots (`conversations list` for `conversations.list`).
 */
export function definesEndpoint(query: string, content: string): boolean {
  const name = query.trim().replace(/^\//, '').split(/\s+/).join('.');
  if (!/^[\w-]+(\.[\w<>-]+)+$/.test(name)) return false;
  return HTTP_METHODS.some((method) => content.includes(`${method} /${name}`));
}

/** The index term a query word is looked up by (`Messages` → `messag`). */
function termOf(word: string): string {
  return termsOfWord(wordsIn(word)[0] ?? word)[0];
}

/** Whether a title holds `word` as the start of one of its words, stemmed or not. */
function titleHolds(title: string, word: string): boolean {
  const term = termOf(word);
  return wordsIn(title).some((titleWord) => titleWord.startsWith(word) || stem(titleWord).startsWith(term));
}

/**
 * Each query word's weight for the title lift: its inverse document frequency as BM25 has it,
 * `ln(1 + (pages - n + 0.5) / (n + 0.5))` for a word on `n` pages (`pagesWith` answers a term's
 * page count, from the postings the query loaded anyway; a word being typed that is no term yet
 * counts as rare).
 */
export function queryWordWeights(query: string, pagesWith: (term: string) => number, pages: number): Map<string, number> {
  return new Map(
    wordsOf(query).map((word) => {
      const count = Math.min(pagesWith(termOf(word)), pages);
      return [word, Math.log(1 + (pages - count + 0.5) / (count + 0.5))];
    }),
  );
}

/** The query words but function words; all of them when they are all function words. */
function contentWords(queryWords: string[]): string[] {
  const content = queryWords.filter((word) => !isStopWord(word));
  return content.length ? content : queryWords;
}

/** The share of the query words, by weight (1 each when not given), that the title holds. */
function titleShare(queryWords: string[], title: string, weights: Map<string, number>): number {
  const weight = (word: string) => weights.get(word) ?? 1;
  const total = queryWords.reduce((sum, word) => sum + weight(word), 0);
  const held = queryWords.filter((word) => titleHolds(title, word)).reduce((sum, word) => sum + weight(word), 0);
  return total > 0 ? held / total : 0;
}

/**
 * The ranking score of one candidate for `query`. `weights`: the query words' weights for the
 * title lift (`queryWordWeights`); 1 each when left out.
 */
function rankScore(query: string, candidate: RankCandidate, weights: Map<string, number> = new Map()): number {
  const queryWords = wordsOf(query);
  if (!queryWords.length) return candidate.score;
  let factor = 1;
  if (wordsOf(candidate.title).join(' ') === queryWords.join(' ')) factor *= EXACT_TITLE_BOOST;
  factor *= 1 + (TITLE_WORDS_BOOST - 1) * titleShare(queryWords, candidate.title, weights);
  const inHeading = candidate.headings.some((heading) => {
    const words = new Set(wordsOf(heading));
    return queryWords.every((word) => words.has(word));
  });
  const trailText = `${candidate.breadcrumb} ${candidate.title}`;
  if (contentWords(queryWords).every((word) => titleHolds(trailText, word))) factor *= TRAIL_BOOST;
  if (inHeading) factor *= HEADING_BOOST;
  if (candidate.headings.some((heading) => wordsOf(heading).join(' ') === queryWords.join(' '))) factor *= EXACT_HEADING_BOOST;
  // Side by side in the text: all the words, or those the page's title and trail do not already hold
  // ("facebook page access token" on the Facebook page, whose text says "Page access token"), when
  // those are two words or more besides function words ("on AWS" on any page says little).
  const untitled = queryWords.filter((word) => !titleHolds(trailText, word));
  const untitledPhrase = untitled.length < queryWords.length && contentWords(untitled).filter((word) => !isStopWord(word)).length >= 2;
  // The page's words only when there is a phrase to look for: splitting a whole page is most of the ranking's work.
  const content = queryWords.length > 1 ? wordsOf(candidate.content) : [];
  if (containsPhrase(content, queryWords) || (untitledPhrase && containsPhrase(content, untitled))) factor *= PHRASE_BOOST;
  if (definesEndpoint(query, candidate.content)) factor *= ENDPOINT_BOOST;
  return candidate.score * factor;
}

/** The candidates in their new order (stable for equal scores); `weights` as for `rankScore`. */
export function rerank<T extends RankCandidate>(query: string, candidates: T[], weights: Map<string, number> = new Map()): T[] {
  return candidates
    .map((candidate, index) => ({ candidate, index, score: rankScore(query, candidate, weights) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.candidate);
}
