/**
 * Phrases that talk about the writing instead of the platform (issue 22, item 3): the page's own
 * history, earlier docs, the time of writing, and notes that correct the text above them. Built
 * from what the content audit removed (`/work/audit/*.md`: "Earlier versions of this page named
 * Redis…", "at the time of writing", "the original changelog", "What the code does", "the backend
 * at this release", "(from the backend code)", "in this release of Airy Core").
 *
 * Each pattern names the writing (page, docs, note, sample…) or a phrase only writers use, so that
 * facts about the platform's own history pass: "earlier versions of Airy Core used X", "the docs
 * were updated" in a release note, "the Helm chart of this release", "the original file name".
 * Words are separated by `\s+`, since a sentence may wrap across source lines.
 */

/** What kind of sentence a phrase shows, and how a writer turns it into a statement. */
export interface WritingPhrase {
  pattern: RegExp;
  hint: string;
}

/** Nouns for the writing itself. */
const WRITING = String.raw`(?:page|doc|docs|documentation|guide|section|article|note|reference|changelog|tutorial)s?`;

const HISTORY_HINT = 'state what the platform does; the history of the docs belongs in git, not in the text';
const TIME_HINT = 'the docs describe one commit of the platform: state the fact without dating the sentence';
const CORRECTION_HINT = 'make the text, table and sample say what the code does, and drop the note that corrects them';
const SOURCE_HINT = 'state the fact plainly: every page describes the platform at the commit the docs are pinned to';

const phrase = (source: string, hint: string): WritingPhrase => ({ pattern: new RegExp(source, 'giu'), hint });

/** The phrases, checked against every paragraph, heading, table cell and component title. */
export const WRITING_PHRASES: WritingPhrase[] = [
  // "Earlier versions of this page named Redis…"
  phrase(String.raw`\b(?:earlier|previous|older|former|prior|past|first|original)\s+(?:versions?|revisions?|editions?|drafts?)\s+of\s+(?:this|the|these|our)\s+${WRITING}\b`, HISTORY_HINT),
  // "kept from the earlier docs", "the original documentation"
  phrase(String.raw`\b(?:earlier|previous|older|old|former|prior|original)\s+(?:docs|documentation|doc\s+pages?|docs\s+site|api\s+reference|reference\s+docs?)\b`, HISTORY_HINT),
  // "the original changelog does not record them", "the original note links…", "missing from the original reference"
  phrase(String.raw`\bthe\s+original\s+(?:changelog|notes?|reference|samples?|pages?|wording|examples?|article|guide|docs|documentation)\b`, HISTORY_HINT),
  // "(original link: …)"
  phrase(String.raw`\(\s*original\s+(?:link|note|text|wording|url)\b`, HISTORY_HINT),
  // "this page used to say", "the docs previously listed"
  phrase(String.raw`\b(?:this|these)\s+${WRITING}\s+(?:used\s+to|previously|formerly|originally|until\s+now)\b`, HISTORY_HINT),
  phrase(String.raw`\bthe\s+(?:docs|documentation)\s+(?:used\s+to|previously|formerly|originally)\b`, HISTORY_HINT),
  phrase(String.raw`\bthis\s+(?:page|doc|guide|section|note|article|tutorial)\s+(?:was|has\s+been)\s+(?:rewritten|corrected|revised|amended|reworked|fixed|updated)\b`, HISTORY_HINT),
  phrase(String.raw`\bthe\s+(?:docs|documentation)\s+(?:says?|said|claims?|claimed|states?|stated)\b`, CORRECTION_HINT),
  // "at the time of writing", "as of this writing", "when this guide was written"
  phrase(String.raw`\b(?:at|as\s+of)\s+(?:the\s+)?time\s+of\s+(?:this\s+)?writing\b`, TIME_HINT),
  phrase(String.raw`\b(?:as\s+of|at)\s+this\s+writing\b|\bas\s+of\s+writing\b`, TIME_HINT),
  phrase(String.raw`\b(?:when|since|after|before|at\s+the\s+time)\s+(?:this|the)\s+${WRITING}\s+(?:was|were)\s+(?:first\s+)?(?:written|published|created)\b`, TIME_HINT),
  phrase(String.raw`\b(?:this|the)\s+(?:page|docs|documentation|guide|section)\s+(?:is|are|may\s+be|might\s+be)\s+(?:out\s+of\s+date|outdated|stale|inaccurate)\b`, TIME_HINT),
  // A note titled "What the code does" (or a paragraph opening with it) corrects the text above it.
  phrase(String.raw`^\s*what\s+the\s+(?:code|backend|implementation|server|controller|source(?:\s+code)?)\s+(?:actually\s+|really\s+|also\s+)?(?:does|do|accepts|returns|answers|says|sends|expects)\b`, CORRECTION_HINT),
  phrase(String.raw`\bwhat\s+the\s+(?:code|backend|implementation)\s+(?:actually|really)\s+(?:does|accepts|returns|answers|sends)\b`, CORRECTION_HINT),
  phrase(String.raw`\b(?:contrary\s+to|unlike)\s+(?:what\s+)?(?:the|this)\s+(?:docs|documentation|text|table|sample|example|page)\s+(?:above|below|says?|said|shows?)\b`, CORRECTION_HINT),
  phrase(String.raw`\bthe\s+(?:text|table|sample|example)\s+(?:above|below)\s+(?:is|was)\s+(?:wrong|incorrect|outdated|inaccurate)\b`, CORRECTION_HINT),
  // "(from the backend code)", "according to the code", "in the current code", "the backend at this release"
  phrase(String.raw`\(\s*(?:from|per|according\s+to)\s+the\s+(?:backend\s+|source\s+|server\s+)?code\s*\)`, SOURCE_HINT),
  // "From the backend code: `404` if …" opening a sentence, not "generated from the backend code"
  phrase(String.raw`(?<=^|[.!?:;(]\s*)(?:from|per)\s+the\s+(?:backend|source|server)\s+code\b|\baccording\s+to\s+the\s+(?:backend\s+|source\s+|server\s+)?code\b`, SOURCE_HINT),
  phrase(String.raw`\bin\s+the\s+current\s+(?:code|source|implementation)\b`, SOURCE_HINT),
  phrase(String.raw`\bat\s+this\s+release\b`, SOURCE_HINT),
  phrase(String.raw`\bin\s+this\s+release\s+of\s+(?:Airy|the\s+platform)\b`, SOURCE_HINT),
];
