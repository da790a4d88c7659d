/** `<TLDR>`: the page's summary in a highlighted box. In Markdown, a quote. */
import { h } from 'hastscript';
import { asBlocks } from '../markdown';
import { defineComponent } from '../writer-component';

export const TLDR = defineComponent({
  name: 'TLDR',
  summary: "the page's summary in a highlighted box",
  props: {},
  toHast: ({ children }) => [h('div', { className: ['tldr'], role: 'note', ariaLabel: 'Summary' }, children())],
  toMarkdown: ({ children }) => [{ type: 'blockquote', children: asBlocks(children) }],
});
