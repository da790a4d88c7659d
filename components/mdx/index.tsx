/**
 * The components MDX content renders with: HTML overrides and the writer components. Doc bodies
 * are rendered to static HTML at build time, so links here are plain anchors (the navigation
 * layer handles clicks) with the base path and trailing slash applied.
 */
import type { MDXComponents } from 'mdx/types';
import type { ComponentProps, ReactNode } from 'react';
import type { MdxComponentMap } from '@/lib/check/compile-docs';
import type { WriterComponentName } from '@/lib/mdx/component-names';
import { Admonition } from './Admonition';
import { SuccessBox, TLDR } from './Boxes';
import { ButtonBox, ButtonBoxList } from './ButtonBox';
import { CodeBlock, ScrollTable } from './CodeBlock';
import { ContentImage, ThemedImage, type ImageContext } from './ContentImage';
import { TabItem, Tabs } from './Tabs';

export interface MdxContext extends ImageContext {
  /** The final href of a link as written (base path, trailing slash). */
  href: (url: string) => string;
  /** Another doc's rendered body for `<Include doc>`. */
  renderInclude: (docId: string) => unknown;
}

type WriterComponents = Record<WriterComponentName, MDXComponents[string]>;

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

export function createMdxComponents(context: MdxContext): MdxComponentMap {
  const writer: WriterComponents = {
    Admonition,
    TLDR,
    SuccessBox,
    ButtonBox: (props: { icon?: string; title: string; description?: string; link: string }) => (
      <ButtonBox {...props} href={context.href(props.link)} />
    ),
    ButtonBoxList,
    Tabs,
    TabItem,
    Image: ({ light, dark, alt, priority }: { light: string; dark: string; alt: string; priority?: 'high' }) => (
      <ThemedImage light={light} dark={dark} alt={alt} priority={priority} context={context} />
    ),
    Include: ({ doc }: { doc: string }) => context.renderInclude(doc) as ReactNode,
  };
  const components: MDXComponents = {
    a: ({ href = '', children, ...rest }: ComponentProps<'a'>) => {
      const external = EXTERNAL.test(href) && !href.startsWith('mailto:');
      return (
        <a href={context.href(href)} rel={external ? 'noopener noreferrer' : undefined} {...rest}>
          {children}
        </a>
      );
    },
    img: (props: ComponentProps<'img'>) => <ContentImage {...props} context={context} />,
    pre: CodeBlock,
    table: ScrollTable,
    ...writer,
  };
  return components;
}
