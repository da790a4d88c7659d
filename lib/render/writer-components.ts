/**
 * The writer components (`<Tabs>`, `<ButtonBox>`, admonitions, …) as hast: each JSX element of a
 * parsed doc becomes the static markup the page ships, as its component in
 * `components/mdx/registry.ts` defines it. The behaviours (tab switching) are added in the
 * browser by `components/PageEnhancements.tsx`; here there is only markup, so a doc renders
 * without React.
 */
import type { Element, ElementContent, Properties, Root } from 'hast';
import { h } from 'hastscript';
import { propsOf } from '../../components/mdx/props';
import { writerComponent } from '../../components/mdx/registry';
import type { HastContext } from '../../components/mdx/writer-component';
import { isJsxElement, stringAttributes, type JsxElement } from './jsx';

/** What the components need from the build: addresses, image sizes, and a prefix for the ids of this doc. */
interface WriterContext extends Omit<HastContext, 'nextId'> {
  /** A unique prefix for ids this doc generates (tab ids), so an included doc never clashes. */
  idPrefix: string;
}

type Children = ElementContent[];

/** A plain HTML tag written as JSX (`<details>`, `<br />`): the same element in hast. */
function htmlElement(node: JsxElement, children: Children): Element {
  return h(node.name!, stringAttributes(node) as Properties, children);
}

/**
 * One JSX element as hast. A component whose props do not pass its schema (the content check
 * reports why), like a name that is no component, becomes its content.
 */
function expandElement(node: JsxElement, context: HastContext, expand: (nodes: Children) => Children): Children {
  const children = () => expand(node.children as unknown as Children);
  const component = writerComponent(node.name);
  const props = component && propsOf(component, node);
  if (component && props) return component.toHast({ props, element: node, children, expand, context });
  if (!component && node.name && /^[a-z]/.test(node.name)) return [htmlElement(node, children())];
  return children();
}

/**
 * Replaces every JSX element under `root` by its markup. Expressions and ESM (rejected by the
 * content check) are dropped, as MDX with JavaScript blocked would.
 */
export function expandJsx(root: Root, { idPrefix, ...site }: WriterContext): void {
  let ids = 0;
  const context: HastContext = { ...site, nextId: () => `${idPrefix}-${++ids}` };
  const expand = (nodes: Children): Children =>
    nodes.flatMap((child): Children => {
      const type = (child as { type: string }).type;
      if (isJsxElement(child as { type: string })) return expandElement(child as unknown as JsxElement, context, expand);
      if (type === 'mdxFlowExpression' || type === 'mdxTextExpression' || type === 'mdxjsEsm') return [];
      if (child.type === 'element') child.children = expand(child.children);
      return [child];
    });
  root.children = expand(root.children as Children) as Root['children'];
}
