/**
 * The writer components (`<Tabs>`, `<ButtonBox>`, admonitions, …) as hast: each JSX element
 * of a parsed doc becomes the static markup the page ships. The behaviours (tab switching,
 * copy buttons) are added in the browser by `components/PageEnhancements.tsx`; here there is
 * only markup, so a doc renders without React.
 */
import type { Element, ElementContent, Properties, Root } from 'hast';
import { h } from 'hastscript';
import { ADMONITION_LABELS, type AdmonitionType } from '../mdx/admonitions';
import { relFor } from '../urls';
import { attribute, isJsxElement, stringAttributes, type JsxElement } from './jsx';

/** What the components need from the build: addresses, image sizes, and a place for included docs. */
export interface WriterContext {
  /** The final href of a site link as written (base path, trailing slash). */
  href: (url: string) => string;
  /** Makes a content image element (base path, size, loading). */
  image: (properties: Properties) => Element;
  /** A unique prefix for ids this doc generates (tab ids), so an included doc never clashes. */
  idPrefix: string;
}

/** Marks where another doc's body goes: `<!--include:sources/twilio-config-->`. */
export const INCLUDE_MARKER = /<!--include:([^>]*?)-->/g;

const ICONS: Record<AdmonitionType, string> = { note: 'ℹ️', tip: '💡', info: 'ℹ️', caution: '⚠️', warning: '⚠️', danger: '🔥' };

type Children = ElementContent[];

function isBlank(node: ElementContent): boolean {
  return node.type === 'text' && node.value.trim() === '';
}

function admonition(node: JsxElement, children: Children): ElementContent[] {
  const type = attribute(node, 'type') as AdmonitionType | undefined;
  const kind = type && type in ADMONITION_LABELS ? type : 'note';
  const title = attribute(node, 'title') ?? ADMONITION_LABELS[kind];
  return [
    h('div', { className: ['admonition', `admonition-${kind}`], role: 'note', ariaLabel: title }, [
      h('p', { className: ['admonition-title'] }, [h('span', { className: ['admonition-icon'], ariaHidden: 'true' }, ICONS[kind]), title]),
      h('div', { className: ['admonition-content'] }, children),
    ]),
  ];
}

function box(className: string, label: string, children: Children): ElementContent[] {
  return [h('div', { className: [className], role: 'note', ariaLabel: label }, children)];
}

function buttonBox(node: JsxElement, context: WriterContext): ElementContent[] {
  const href = context.href(attribute(node, 'link') ?? '');
  const icon = attribute(node, 'icon');
  const description = attribute(node, 'description');
  return [
    h('a', { href, className: ['button-box'], rel: relFor(href) }, [
      icon ? h('span', { className: ['button-box-icon'], ariaHidden: 'true' }, icon) : null,
      h('span', { className: ['button-box-text'] }, [
        h('span', { className: ['button-box-title'] }, attribute(node, 'title') ?? ''),
        description ? h('span', { className: ['button-box-description'] }, description) : null,
      ]),
    ]),
  ];
}

function buttonBoxList(children: Children): ElementContent[] {
  return [h('ul', { className: ['button-box-list'] }, children.filter((child) => !isBlank(child)).map((child) => h('li', [child])))];
}

function tabs(node: JsxElement, base: string, expand: (nodes: Children) => Children): ElementContent[] {
  const items = (node.children as unknown as ElementContent[]).filter(
    (child): child is ElementContent & JsxElement => isJsxElement(child) && child.name === 'TabItem' && attribute(child, 'value') !== undefined,
  );
  const values = items.map((item) => attribute(item, 'value')!);
  const selected = values[items.findIndex((item) => attribute(item, 'default') !== undefined)] ?? values[0];
  const label = (item: JsxElement) => attribute(item, 'label') ?? attribute(item, 'value')!;
  const buttons = items.map((item, index) => {
    const active = values[index] === selected;
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
        dataTabValue: values[index],
      },
      label(item),
    );
  });
  const panels = items.map((item, index) =>
    h(
      'div',
      {
        role: 'tabpanel',
        id: `panel-${base}-${index}`,
        ariaLabelledBy: `tab-${base}-${index}`,
        className: values[index] === selected ? ['tab-panel', 'selected'] : ['tab-panel'],
        dataTabValue: values[index],
      },
      [h('p', { className: ['tab-panel-label', 'no-js-only'] }, label(item)), ...expand(item.children as unknown as Children)],
    ),
  );
  return [
    h('div', { className: ['tabs'], dataGroupId: attribute(node, 'groupId') }, [
      h('div', { role: 'tablist', ariaOrientation: 'horizontal', className: ['tabs-list', 'js-only'] }, buttons),
      ...panels,
    ]),
  ];
}

function themedImage(node: JsxElement, context: WriterContext): ElementContent[] {
  const alt = attribute(node, 'alt') ?? '';
  return [
    context.image({ src: attribute(node, 'light'), alt, className: ['themed-image', 'themed-image-light'], fetchPriority: attribute(node, 'priority') }),
    context.image({ src: attribute(node, 'dark'), alt, className: ['themed-image', 'themed-image-dark'] }),
  ];
}

/** A plain HTML tag written as JSX (`<details>`, `<br />`): the same element in hast. */
function htmlElement(node: JsxElement, children: Children): ElementContent[] {
  const element = h(node.name!, stringAttributes(node) as Properties, children);
  return [element];
}

/** One JSX element as hast; its children are expanded first (except where a component reads them raw). */
function expandElement(node: JsxElement, context: WriterContext, expand: (nodes: Children) => Children, nextId: () => string): ElementContent[] {
  const children = () => expand(node.children as unknown as Children);
  switch (node.name) {
    case 'Admonition':
      return admonition(node, children());
    case 'TLDR':
      return box('tldr', 'Summary', children());
    case 'SuccessBox':
      return box('success-box', 'Success', children());
    case 'ButtonBox':
      return buttonBox(node, context);
    case 'ButtonBoxList':
      return buttonBoxList(children());
    case 'Tabs':
      return tabs(node, nextId(), expand);
    case 'TabItem':
      return children();
    case 'Image':
      return themedImage(node, context);
    case 'Include':
      return [{ type: 'comment', value: `include:${attribute(node, 'doc') ?? ''}` }];
    case null:
    case undefined:
      return children();
    default:
      return /^[a-z]/.test(node.name) ? htmlElement(node, children()) : children();
  }
}

/**
 * Replaces every JSX element under `root` by its markup. Expressions and ESM (rejected by the
 * content check) are dropped, as MDX with JavaScript blocked would.
 */
export function expandJsx(root: Root, context: WriterContext): void {
  let tabGroups = 0;
  const nextId = () => `${context.idPrefix}-${++tabGroups}`;
  const expand = (nodes: Children): Children =>
    nodes.flatMap((child): Children => {
      const type = (child as { type: string }).type;
      if (isJsxElement(child as { type: string })) return expandElement(child as unknown as JsxElement, context, expand, nextId);
      if (type === 'mdxFlowExpression' || type === 'mdxTextExpression' || type === 'mdxjsEsm') return [];
      if (child.type === 'element') child.children = expand(child.children);
      return [child];
    });
  root.children = expand(root.children as Children) as Root['children'];
}
