/**
 * A component that is a box around the writer's content and nothing more: a `div role="note"`
 * whose `aria-label` names it for screen readers (a note, not a landmark: a page may hold many),
 * and a quote in the Markdown copy. `<TLDR>` and `<SuccessBox>` are two of them.
 */
import { h } from 'hastscript';
import { asBlocks } from './markdown';
import { defineComponent } from './writer-component';

export function noteBox({ name, summary, className, label }: { name: string; summary: string; className: string; label: string }) {
  return defineComponent({
    name,
    summary,
    props: {},
    toHast: ({ children }) => [h('div', { className: [className], role: 'note', ariaLabel: label }, children())],
    toMarkdown: ({ children }) => [{ type: 'blockquote', children: asBlocks(children) }],
  });
}
