/** `<ButtonBoxList>` around `<ButtonBox>`es: the cards in a grid. In Markdown, one list of their links. */
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type { List } from 'mdast';
import { defineComponent } from '../writer-component';

function isBlank(node: ElementContent): boolean {
  return node.type === 'text' && node.value.trim() === '';
}

export const ButtonBoxList = defineComponent({
  name: 'ButtonBoxList',
  summary: 'a grid of the <ButtonBox> cards inside it',
  props: {},
  toHast: ({ children }) => [h('ul', { className: ['button-box-list'] }, children().filter((child) => !isBlank(child)).map((child) => h('li', [child])))],
  toMarkdown: ({ children }) => {
    const items = children.flatMap((child) => (child.type === 'list' ? child.children : []));
    const list: List = { type: 'list', ordered: false, spread: false, children: items };
    return items.length ? [list] : [];
  },
});
