/** What the browser tests ask of axe, and how they report what it found. */
import type AxeBuilder from '@axe-core/playwright';

/** WCAG 2.2 AA and everything below it; no rule is disabled. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Each violation as its rule and up to three of the elements that break it: `[]` when there is none. */
export function axeSummary(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}
