/**
 * `<Include doc="sources/twilio-config" />`: another doc's body in this place. Rendering leaves a
 * marker (an HTML comment, a Markdown line); the site model splices the included doc's HTML and
 * Markdown in when it assembles a page (`lib/site/includes.ts`, `lib/site/model.ts`), so a doc
 * renders the same wherever it is included and is cached on its own.
 */
import { z } from 'zod';
import { defineComponent } from '../writer-component';

/** Marks where another doc's body goes in HTML: `<!--include:sources/twilio-config-->`. */
export const INCLUDE_MARKER = /<!--include:([^>]*?)-->/g;

/** The marker of an included doc, as a comment's text (`include:ID`) and as a Markdown line. */
const includeComment = (id: string) => `include:${id}`;

export const Include = defineComponent({
  name: 'Include',
  summary: "another doc's body in this place (`doc` is its id: its path under content/ without extension)",
  props: { doc: z.string().min(1) },
  toHast: ({ props: { doc } }) => [{ type: 'comment', value: includeComment(doc) }],
  toMarkdown: ({ props: { doc } }) => (doc ? [{ type: 'html', value: `<!--${includeComment(doc)}-->` }] : []),
});
