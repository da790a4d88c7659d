/**
 * `<TabItem value="npm" label="npm" default>`: one panel of a `<Tabs>` group (which renders it).
 * In Markdown, a bold label (its label, else its value) followed by its content.
 */
import { z } from 'zod';
import { strongParagraph } from '../markdown';
import { defineComponent } from '../writer-component';

export const TabItem = defineComponent({
  name: 'TabItem',
  summary: 'one panel of a <Tabs> group; `default` selects it first',
  props: { value: z.string(), label: z.string().optional(), default: z.string().optional() },
  toHast: ({ children }) => children(),
  toMarkdown: ({ props: { label, value }, children }) => [strongParagraph(label || value || 'Tab'), ...children],
});
