/**
 * The writer components as plain Markdown, for the Markdown copies of the pages: each MDX
 * element becomes the mdast nodes a reader without the site's components would want.
 * Children arrive already converted (the caller works bottom-up).
 *
 *   Admonition      → blockquote opening with a bold label (`**Warning: Title**`)
 *   TLDR, SuccessBox → blockquote
 *   TabItem         → a bold label paragraph, then its content (Tabs itself unwraps)
 *   ButtonBox(List) → a list of links with their descriptions
 *   Image           → a Markdown image of the light variant
 *   iframe          → a link to the embedded page (its title, else its address, as the text)
 *   other tags      → their content (`<summary>` as a bold label, `<br>` as a line break)
 */
import type { BlockContent, List, ListItem, PhrasingContent, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { ADMONITION_LABELS, type AdmonitionType } from '../mdx/admonitions';
import { attribute, type JsxElement } from './jsx';

/** How the converter turns a site path (`/img/a.svg`, `/cli/usage`) into an absolute URL. */
export type UrlResolver = (url: string) => string;

function strongParagraph(label: string): BlockContent {
  return { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label }] }] };
}

function admonitionLabel(node: JsxElement): string {
  const type = attribute(node, 'type') as AdmonitionType | undefined;
  const typeLabel = (type && ADMONITION_LABELS[type]) || ADMONITION_LABELS.note;
  const title = attribute(node, 'title')?.trim();
  return title && title !== typeLabel ? `${typeLabel}: ${title}` : typeLabel;
}

function buttonBoxItem(node: JsxElement, resolveUrl: UrlResolver): ListItem {
  const title = attribute(node, 'title') ?? '';
  const description = attribute(node, 'description');
  const phrasing: PhrasingContent[] = [{ type: 'link', url: resolveUrl(attribute(node, 'link') ?? '/'), children: [{ type: 'text', value: title }] }];
  if (description) phrasing.push({ type: 'text', value: `: ${description}` });
  return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children: phrasing }] };
}

function asBlocks(children: RootContent[]): BlockContent[] {
  return children as BlockContent[];
}

/**
 * The Markdown for a flow (block) element. Unknown elements (plain HTML such as `<details>`)
 * keep their content and lose the tag, so no JSX survives.
 */
export function convertFlowElement(node: MdxJsxFlowElement, children: RootContent[], resolveUrl: UrlResolver): RootContent[] {
  switch (node.name) {
    case 'Admonition':
      return [{ type: 'blockquote', children: [strongParagraph(admonitionLabel(node)), ...asBlocks(children)] }];
    case 'TLDR':
    case 'SuccessBox':
      return [{ type: 'blockquote', children: asBlocks(children) }];
    case 'TabItem':
      return [strongParagraph(attribute(node, 'label') || attribute(node, 'value') || 'Tab'), ...children];
    case 'ButtonBox':
      return [{ type: 'list', ordered: false, spread: false, children: [buttonBoxItem(node, resolveUrl)] }];
    case 'ButtonBoxList': {
      const items = children.flatMap((child) => (child.type === 'list' ? child.children : []));
      const list: List = { type: 'list', ordered: false, spread: false, children: items };
      return items.length ? [list] : [];
    }
    case 'Image':
    case 'iframe':
      return [{ type: 'paragraph', children: convertTextElement(node, [], resolveUrl) }];
    default:
      return children;
  }
}

/** The Markdown for an inline element: images stay images, an iframe a link, `<br>` a line break, others unwrap. */
export function convertTextElement(node: JsxElement, children: PhrasingContent[], resolveUrl: UrlResolver): PhrasingContent[] {
  if (node.name === 'Image' || node.name === 'img') {
    const src = attribute(node, node.name === 'Image' ? 'light' : 'src');
    return src ? [{ type: 'image', url: resolveUrl(src), alt: attribute(node, 'alt') ?? '' }] : [];
  }
  if (node.name === 'iframe') {
    const src = attribute(node, 'src');
    return src ? [{ type: 'link', url: resolveUrl(src), children: [{ type: 'text', value: attribute(node, 'title') || src }] }] : [];
  }
  if (node.name === 'br') return [{ type: 'break' }];
  // `<details><summary>Label</summary>…` reads as a bold label followed by the content.
  if (node.name === 'summary') return children.length ? [{ type: 'strong', children }] : [];
  return children;
}
