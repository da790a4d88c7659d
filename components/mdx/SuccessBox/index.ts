/** `<SuccessBox>`: what the reader should see once a step worked, in a green box. In Markdown, a quote. */
import { h } from 'hastscript';
import { asBlocks } from '../markdown';
import { defineComponent } from '../writer-component';

export const SuccessBox = defineComponent({
  name: 'SuccessBox',
  summary: 'what the reader should see once a step worked, in a green box',
  props: {},
  toHast: ({ children }) => [h('div', { className: ['success-box'], role: 'note', ariaLabel: 'Success' }, children())],
  toMarkdown: ({ children }) => [{ type: 'blockquote', children: asBlocks(children) }],
});
