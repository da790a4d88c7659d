/** The components MDX content renders with: HTML overrides and the writer components. */
import type { MDXComponents } from 'mdx/types';
import type { ReactNode } from 'react';
import type { WriterComponentName } from '@/lib/mdx/component-names';
import { SiteLink } from '../SiteLink';
import { Admonition } from './Admonition';
import { SuccessBox, TLDR } from './Boxes';
import { ButtonBox, ButtonBoxList } from './ButtonBox';
import { CodeBlock, ScrollTable } from './CodeBlock';
import { ContentImage, ThemedImage, type ImageContext } from './ContentImage';
import { TabItem, Tabs } from './Tabs';

export interface MdxContext extends ImageContext {
  /** Renders another doc's body for `<Include doc>`. */
  renderInclude: (docId: string) => ReactNode;
}

type WriterComponents = Record<WriterComponentName, MDXComponents[string]>;

export function createMdxComponents(context: MdxContext): MDXComponents {
  const writer: WriterComponents = {
    Admonition,
    TLDR,
    SuccessBox,
    ButtonBox,
    ButtonBoxList,
    Tabs,
    TabItem,
    Image: ({ light, dark, alt }: { light: string; dark: string; alt: string }) => (
      <ThemedImage light={light} dark={dark} alt={alt} context={context} />
    ),
    Include: ({ doc }: { doc: string }) => context.renderInclude(doc),
  };
  return {
    a: ({ href, children, ...rest }) => (
      <SiteLink href={href ?? '#'} {...rest}>
        {children}
      </SiteLink>
    ),
    img: (props) => <ContentImage {...props} context={context} />,
    pre: CodeBlock,
    table: ScrollTable,
    ...writer,
  };
}
