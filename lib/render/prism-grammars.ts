/**
 * Prism's grammars (refractor) for code highlighting, loaded only as far as the docs need them.
 * All of refractor's grammars take a noticeable time to load (bench/README.md), in every process that renders
 * (each render process of a build, and `npm run dev` before its first page), while most docs use
 * shell, JSON, JSON5 and YAML blocks only. Those grammars come with the renderer; a doc whose code names
 * any other language has the whole set loaded first (`loadGrammarsFor`), so its blocks highlight
 * exactly as they would with every grammar. This holds because no other grammar of refractor
 * changes the light ones, and the one hook that acts on every language comes with markup
 * (`tests/unit/prism-grammars.test.ts` checks both against the installed refractor).
 */
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import json from 'refractor/json';
import json5 from 'refractor/json5';
import markup from 'refractor/markup';
import yaml from 'refractor/yaml';
import rehypePrismGenerator from 'rehype-prism-plus/generator';

/** The grammars that highlight a doc on their own. */
export const LIGHT_GRAMMARS = [bash, json, json5, yaml];
// Markup too, though other grammars change it (an HTML block loads them all): it adds a hook that
// gives every `entity` token, in any language, a title (the `\"` in a shell string).
for (const grammar of [markup, ...LIGHT_GRAMMARS]) refractor.register(grammar);

/** Names the light grammars answer to, and Prism's own plain-text names. */
export const LIGHT_LANGUAGES = new Set(['plain', 'plaintext', 'text', 'txt', ...LIGHT_GRAMMARS.flatMap((grammar) => [grammar.displayName, ...grammar.aliases])]);

/** The rehype plugin, on the grammars loaded so far. */
export const rehypePrism = rehypePrismGenerator(refractor);

let allLoaded = false;

/** A fence's info string (its first word) and `language-…` class names, where a code block names its language. */
const LANGUAGE_PATTERNS = [/^[ \t]*(?:`{3,}|~{3,})[ \t]*([^\s`]+)/gm, /\blanguage-([\w#+.-]+)/g];

/**
 * The languages a doc's code blocks name, lowercased as rehype-prism-plus reads them (`diff-bash`
 * highlights as `bash`). It may name more than the blocks use (a `language-` in prose): that only
 * loads more grammars.
 */
export function codeLanguages(source: string): Set<string> {
  const languages = new Set<string>();
  for (const pattern of LANGUAGE_PATTERNS) {
    for (const match of source.matchAll(pattern)) {
      const name = match[1].toLowerCase();
      languages.add(name.startsWith('diff-') ? name.slice('diff-'.length) : name);
    }
  }
  return languages;
}

/** Whether `source` has a code block in a language beyond the light grammars. */
export function needsAllGrammars(source: string): boolean {
  for (const language of codeLanguages(source)) if (!LIGHT_LANGUAGES.has(language)) return true;
  return false;
}

/** Loads every grammar when one of `sources` needs more than the light ones; call before rendering them. */
export async function loadGrammarsFor(sources: Iterable<string>): Promise<void> {
  if (allLoaded) return;
  for (const source of sources) {
    if (!needsAllGrammars(source)) continue;
    await import('refractor/all');
    allLoaded = true;
    return;
  }
}

/**
 * Whether a code block's language highlights (`diff-` taken off as rehype-prism-plus does); known
 * beyond the light languages once `loadGrammarsFor` has loaded the whole set for the doc.
 */
export function isKnownLanguage(language: string): boolean {
  const name = language.toLowerCase().replace(/^diff-/, '');
  return LIGHT_LANGUAGES.has(name) || (allLoaded && refractor.registered(name));
}

/** Every language name a code block may use, once the whole set is loaded (else the light ones). */
export function knownLanguages(): string[] {
  return [...new Set([...LIGHT_LANGUAGES, ...(allLoaded ? refractor.listLanguages() : [])])].sort();
}

/** Throws when `source` would be highlighted with grammars missing: a caller skipped `loadGrammarsFor`. */
export function assertGrammarsLoaded(source: string, file: string): void {
  if (!allLoaded && needsAllGrammars(source)) throw new Error(`${file}: its code blocks need Prism's full set of grammars; call loadGrammarsFor before renderDoc`);
}
