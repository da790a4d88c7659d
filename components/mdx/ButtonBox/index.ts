/**
 * `<ButtonBox title="…" link="…" icon="🚀" description="…" />`: a card that links to a page.
 * In Markdown, a list item holding the link and its description.
 */
import { h } from 'hastscript';
import type { ListItem, PhrasingContent } from 'mdast';
import { z } from 'zod';
import { relFor } from '../../../lib/urls';
import { defineComponent } from '../writer-component';

export const ButtonBox = defineComponent({
  name: 'ButtonBox',
  summary: 'a card that links to a page, with an icon and a description',
  props: { title: z.string(), link: z.string(), icon: z.string().optional(), description: z.string().optional() },
  references: [{ attribute: 'link', kind: 'link' }],
  toHast: ({ props: { title, link, icon, description }, context }) => {
    const href = context.href(link);
    return [
      h('a', { href, className: ['button-box'], rel: relFor(href) }, [
        icon ? h('span', { className: ['button-box-icon'], ariaHidden: 'true' }, icon) : null,
        h('span', { className: ['button-box-text'] }, [
          h('span', { className: ['button-box-title'] }, title),
          description ? h('span', { className: ['button-box-description'] }, description) : null,
        ]),
      ]),
    ];
  },
  toMarkdown: ({ props: { title, link, description }, url }) => {
    const phrasing: PhrasingContent[] = [{ type: 'link', url: url(link), children: [{ type: 'text', value: title }] }];
    if (description) phrasing.push({ type: 'text', value: `: ${description}` });
    const item: ListItem = { type: 'listItem', spread: false, children: [{ type: 'paragraph', children: phrasing }] };
    return [{ type: 'list', ordered: false, spread: false, children: [item] }];
  },
});
