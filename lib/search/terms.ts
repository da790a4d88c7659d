/**
 * Words as the built-in search index stores them, shared by the index step and the browser so
 * both sides cut and stem text the same way. A word keeps inner dots and underscores
 * (`conversations.list`, `jwt_secret` are terms of their own) and also yields its parts, so
 * `list` finds it too; a page's camel-case word (`primaryColor`) yields its parts as well. Plain
 * words are stemmed lightly (`webhooks` → `webhook`, `upgrading` → `upgrad`), enough for a docs
 * site without a language-specific dictionary.
 */

/** A run of letters and digits, with single dots or underscores inside. */
export const WORD = /[\p{L}\p{N}]+(?:[._][\p{L}\p{N}]+)*/gu;

const VOWEL = /[aeiouy]/;

/** Suffixes removed by `stem`, longest first; each keeps at least three letters with a vowel. */
const SUFFIXES = ['ations', 'ation', 'ings', 'ing', 'ed', 'ers', 'er', 'ies', 'es', 's', 'e'];

/** A light English stem: `configurations` → `configur`, `replies` → `repli`, `messages` → `messag`. */
export function stem(word: string): string {
  if (word.length < 4 || /[^a-z]/.test(word)) return word;
  for (const suffix of SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const rest = word.slice(0, -suffix.length);
    if (rest.length < 3 || !VOWEL.test(rest)) continue;
    if (suffix === 's' && /(ss|us|is)$/.test(word)) continue;
    if (suffix === 'ies') return `${rest}i`;
    // `running` → `run`, `mapped` → `map`; but `install` keeps its double l.
    if ((suffix === 'ing' || suffix === 'ed') && /([bdgmnprt])\1$/.test(rest)) return rest.slice(0, -1);
    return rest.endsWith('e') && rest.length > 3 ? rest.slice(0, -1) : rest;
  }
  // `reply` meets `replies` at `repli`.
  return /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}i` : word;
}

/** The words of `text`, lower-cased, in order, before stemming. */
export function wordsIn(text: string): string[] {
  return text.toLowerCase().normalize('NFKC').match(WORD) ?? [];
}

/** The index terms of one word: the stemmed word and, for `a.b_c`, the stems of its parts. */
export function termsOfWord(word: string): string[] {
  if (!/[._]/.test(word)) return [stem(word)];
  return [word, ...word.split(/[._]/).map(stem)];
}

/** Where a word written in camel case changes case (`primaryColor`, `apiHost`, `sourceChannelId`). */
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u;

/**
 * The index terms of a word as a page writes it: those of `termsOfWord`, and the stems of its
 * camel-case parts (`primaryColor` → `primarycolor`, `primari`, `color`), as a dotted word yields
 * its parts, so `color` finds the page whose settings say `primaryColor`.
 */
export function termsOfPageWord(word: string): string[] {
  const terms = termsOfWord(word.toLowerCase().normalize('NFKC'));
  const dotted = word.split(/[._]/);
  const parts = dotted.flatMap((part) => part.split(CAMEL_BOUNDARY));
  if (parts.length === dotted.length) return terms;
  return [...new Set([...terms, ...parts.map((part) => stem(part.toLowerCase().normalize('NFKC')))])];
}

/** One word of a query and what counts as it. */
export interface QueryWord {
  /** The word as typed, lower case (`upgarde`). */
  word: string;
  /** Its index terms. */
  terms: string[];
  /** The word as a prefix while it is typed (the query's last word), else null. */
  prefix: string | null;
  /** Index terms it was corrected to, when nothing matched it as typed (`lib/search/correct.ts`). */
  corrections?: string[];
}

/** What the browser looks up for a query: whole terms, and the last word as a prefix while typing. */
export interface QueryTerms {
  /** One entry per query word. */
  words: QueryWord[];
}

/** Shortest last word that is also searched as a prefix (`he` would match half the index). */
const MIN_PREFIX_LENGTH = 3;

/**
 * Query words and their terms; the last word is also a prefix when the query does not end in
 * a space (the visitor may still be typing it). Repeated words count once.
 */
export function queryTerms(query: string): QueryTerms {
  const words = [...new Set(wordsIn(query))];
  const typing = !/\s$/.test(query);
  return {
    words: words.map((word, index) => ({
      word,
      terms: [...new Set(termsOfWord(word))],
      prefix: typing && index === words.length - 1 && word.length >= MIN_PREFIX_LENGTH ? word : null,
    })),
  };
}
