/**
 * `<Tabs groupId="os">` around `<TabItem>`s: one panel shown at a time, picked by a tab; groups
 * with the same `groupId` switch together (`behaviour.ts`). Without JavaScript every panel shows
 * under its label. In Markdown, each item's label and content in turn.
 */
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import { z } from 'zod';
import { isJsxElement, type JsxElement } from '../../../lib/render/jsx';
import { propsOf } from '../props';
import { TabItem } from '../TabItem';
import { defineComponent, type HastInput } from '../writer-component';

/** A tab of the group, read from its `<TabItem>`. */
interface Item {
  value: string;
  label: string;
  isDefault: boolean;
  children: ElementContent[];
}

/** The group's items that carry a value, the first `default` one (else the first) selected. */
function itemsOf(element: JsxElement): Item[] {
  return (element.children as unknown as ElementContent[]).flatMap((child) => {
    if (!isJsxElement(child) || child.name !== 'TabItem') return [];
    const props = propsOf(TabItem, child);
    if (!props) return [];
    return [{ value: props.value, label: props.label ?? props.value, isDefault: props.default !== undefined, children: child.children as unknown as ElementContent[] }];
  });
}

function tabsHast({ element, expand, context, props }: HastInput<{ groupId?: string }>): ElementContent[] {
  const base = context.nextId();
  const items = itemsOf(element);
  const selected = (items.find((item) => item.isDefault) ?? items[0])?.value;
  const buttons = items.map((item, index) => {
    const active = item.value === selected;
    return h(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: `tab-${base}-${index}`,
        ariaControls: `panel-${base}-${index}`,
        ariaSelected: active ? 'true' : 'false',
        tabIndex: active ? 0 : -1,
        className: active ? ['tabs-tab', 'selected'] : ['tabs-tab'],
        dataTabValue: item.value,
      },
      item.label,
    );
  });
  const panels = items.map((item, index) =>
    h(
      'div',
      {
        role: 'tabpanel',
        id: `panel-${base}-${index}`,
        ariaLabelledBy: `tab-${base}-${index}`,
        className: item.value === selected ? ['tab-panel', 'selected'] : ['tab-panel'],
        dataTabValue: item.value,
      },
      [h('p', { className: ['tab-panel-label', 'no-js-only'] }, item.label), ...expand(item.children)],
    ),
  );
  return [
    h('div', { className: ['tabs'], dataGroupId: props.groupId }, [
      h('div', { role: 'tablist', ariaOrientation: 'horizontal', className: ['tabs-list', 'js-only'] }, buttons),
      ...panels,
    ]),
  ];
}

export const Tabs = defineComponent({
  name: 'Tabs',
  summary: 'panels (<TabItem>s) shown one at a time; groups with the same `groupId` switch together',
  props: { groupId: z.string().optional() },
  toHast: tabsHast,
  toMarkdown: ({ children }) => children,
});
