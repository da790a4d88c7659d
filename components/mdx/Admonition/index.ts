/**
 * `<Admonition type="warning" title="…">`, usually written `:::warning Title` … `:::` (see
 * `fences.ts`): a coloured box with an icon (an SVG mask in `styles.css`) and a label. In Markdown, a quote opening with a bold
 * label (`**Warning: Title**`).
 */
import { h } from 'hastscript';
import { z } from 'zod';
import { asBlocks, strongParagraph } from '../markdown';
import { defineComponent } from '../writer-component';
import { ADMONITION_LABELS, ADMONITION_TYPES, rewriteAdmonitions, type AdmonitionType } from './fences';

/** The label in the Markdown copy: the type's label, then the title when it says more. */
function markdownLabel(type: AdmonitionType, title: string | undefined): string {
  const typeLabel = ADMONITION_LABELS[type];
  const trimmed = title?.trim();
  return trimmed && trimmed !== typeLabel ? `${typeLabel}: ${trimmed}` : typeLabel;
}

export const Admonition = defineComponent({
  name: 'Admonition',
  summary: 'a note, tip, info, caution, warning or danger box, written `:::type Title` … `:::`',
  props: { type: z.enum(ADMONITION_TYPES), title: z.string().optional() },
  rewriteSource: rewriteAdmonitions,
  toHast: ({ props: { type, title = ADMONITION_LABELS[type] }, children }) => [
    h('div', { className: ['admonition', `admonition-${type}`], role: 'note', ariaLabel: title }, [
      h('p', { className: ['admonition-title'] }, [h('span', { className: ['icon', 'admonition-icon', `icon-admonition-${type}`], ariaHidden: 'true' }), title]),
      h('div', { className: ['admonition-content'] }, children()),
    ]),
  ],
  toMarkdown: ({ props: { type, title }, children }) => [
    { type: 'blockquote', children: [strongParagraph(markdownLabel(type, title)), ...asBlocks(children)] },
  ],
});
