/**
 * JSX elements as plain Markdown, for the Markdown copies of the pages: a writer component as its
 * folder defines it (`toMarkdown`, `toInlineMarkdown` in `components/mdx/<Name>/`), a plain HTML
 * tag as its content (`<summary>` as a bold label, `<br>` as a line break, `<img>` an image).
 * Children arrive already converted (the caller works bottom-up).
 */
import type { PhrasingContent, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { propsOf } from '../../components/mdx/props';
import { writerComponent } from '../../components/mdx/registry';
import { attribute, type JsxElement } from './jsx';

/** How the converter turns a site path (`/img/a.svg`, `/cli/usage`) into an absolute URL. */
export type UrlResolver = (url: string) => string;

/**
 * The Markdown for a flow (block) element. Other elements (plain HTML such as `<details>`, or a
 * component whose props the check rejects) keep their content and lose the tag, so no JSX survives.
 */
export function convertFlowElement(node: MdxJsxFlowElement, children: RootContent[], resolveUrl: UrlResolver): RootContent[] {
  const component = writerComponent(node.name);
  const props = component && propsOf(component, node);
  return component && props ? component.toMarkdown({ props, children, url: resolveUrl }) : children;
}

/** The Markdown for an inline element: images stay images, `<br>` a line break, others unwrap. */
export function convertTextElement(node: JsxElement, children: PhrasingContent[], resolveUrl: UrlResolver): PhrasingContent[] {
  const component = writerComponent(node.name);
  const props = component && propsOf(component, node);
  if (component) return props && component.toInlineMarkdown ? component.toInlineMarkdown({ props, children, url: resolveUrl }) : children;
  if (node.name === 'img') {
    const src = attribute(node, 'src');
    return src ? [{ type: 'image', url: resolveUrl(src), alt: attribute(node, 'alt') ?? '' }] : [];
  }
  if (node.name === 'br') return [{ type: 'break' }];
  // `<details><summary>Label</summary>…` reads as a bold label followed by the content.
  if (node.name === 'summary') return children.length ? [{ type: 'strong', children }] : [];
  return children;
}
