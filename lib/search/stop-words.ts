/**
 * English function words: a reader's question holds them ("how do I back up my data"), the page
 * that answers it often does not (it says "your", not "my"). In a query that has other words they
 * are optional: they add to a page's score where they occur but a page need not hold them
 * (Algolia's `removeStopWords`, Lucene's stop filter).
 */
const STOP_WORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from into onto through about as than then ' +
    'is are was were be been being am do does did done can could should would will shall may might must ' +
    'i me my mine we us our you your it its this that these those there here ' +
    'how what when where which who whom why'
  ).split(' '),
);

/** Whether a query word (lower case) is a function word. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}
