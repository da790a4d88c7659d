/**
 * What a writer component is: everything of its own in one object, defined in its folder
 * (`components/mdx/Tabs/index.ts`) and listed in `registry.ts`. The build never names a component:
 * the content check, the HTML renderer and the Markdown copy all ask the registry.
 *
 * Props are the element's string attributes (`<TabItem value="npm" default>` gives
 * `{ value: 'npm', default: '' }`), checked by a zod object that rejects unknown attributes.
 */
import type { Element, ElementContent, Properties } from 'hast';
import type { BlockContent, PhrasingContent, RootContent } from 'mdast';
import { z } from 'zod';
import type { PlatformFacts } from '../../lib/platform/facts';
import type { JsxElement } from '../../lib/render/jsx';
import type { HistoryView } from '../../lib/render/added-in';
import type { SiteAddress } from '../../lib/urls';

/** What the HTML of a component may ask of the build. */
export interface HastContext {
  /** The final href of a site link as written (base path, trailing slash). */
  href: (url: string) => string;
  /** A content image element (base path, intrinsic size, loading). */
  image: (properties: Properties) => Element;
  /** A new id, unique in the page even across included docs (`sources-twilio-config-1`). */
  nextId: () => string;
}

/** The input of `toHast`. */
export interface HastInput<Props> {
  props: Props;
  /** The element as written, for a component that reads its children itself (Tabs reads its TabItems). */
  element: JsxElement;
  /** The element's children as HTML. */
  children: () => ElementContent[];
  /** Turns nodes of the doc (such as a child's children) into HTML. */
  expand: (nodes: ElementContent[]) => ElementContent[];
  context: HastContext;
}

/** The input of `toMarkdown` and `toInlineMarkdown`. */
interface MarkdownInput<Props, Children> {
  props: Props;
  /** The element's children, already converted to plain Markdown. */
  children: Children;
  /** A site path or link as an absolute URL (`/cli/usage` → `https://site/cli/usage/`). */
  url: (url: string) => string;
}

/** What a component that stands for plain Markdown (`toMdast`) may read. */
export interface MdastContext {
  /** The platform's facts (`lib/platform/facts.json`), for values pages share. */
  platform: PlatformFacts;
  /** The platform's history (`lib/platform/history.json`), for what each release changed. */
  history?: HistoryView;
  /** The address the site is built for (`SITE_URL` and `BASE_PATH`), for values that name it. */
  site: SiteAddress;
}

/** The `data` of nodes a `toMdast` component writes: checks of what writers typed (the platform's sets) pass them by. */
export const FROM_COMPONENT = { fromComponent: true };

/** What `toMdast` writes: phrasing, for a sentence or a table cell; or blocks (a code block, headings and lists), for a line of its own. */
export type MdastValue = PhrasingContent[] | { blocks: BlockContent[] };

/** The input of `toMdast`. */
interface MdastInput<Props> {
  props: Props;
  element: JsxElement;
  context: MdastContext;
}

/** A problem a component finds in what it was asked for (an unknown name), at the element. */
export interface ElementProblem {
  message: string;
  hint: string;
}

/** An attribute that holds a site link or file, for the link and image checks. */
export interface ReferenceAttribute {
  attribute: string;
  kind: 'link' | 'image';
}

/** A problem in a doc's source found by a component's own syntax (line numbers are the file's). */
export interface SourceProblem {
  line: number;
  message: string;
  hint: string;
}

/**
 * One writer component, as `defineComponent` returns it. Its functions are declared as methods so
 * that a component of any props fits the registry's list (`WriterComponent[]`); each receives only
 * props that passed its own schema.
 */
export interface WriterComponent<Props = unknown> {
  /** The name writers type: `<Tabs>`. */
  name: string;
  /** What a reader sees, in a few words; quoted by "did you mean" hints. */
  summary: string;
  /** Its attributes and how they are checked (a strict zod object: unknown attributes fail). */
  props: z.ZodObject;
  /** Attributes that hold a site link or image, checked like Markdown links. */
  references: ReferenceAttribute[];
  /** Its HTML. */
  toHast(input: HastInput<Props>): ElementContent[];
  /** Its Markdown copy as blocks. */
  toMarkdown(input: MarkdownInput<Props, RootContent[]>): RootContent[];
  /** Its Markdown copy inside a paragraph; without it, the element's content. */
  toInlineMarkdown?(input: MarkdownInput<Props, PhrasingContent[]>): PhrasingContent[];
  /** A shorthand of its own in the source, rewritten to the component before MDX parses, line for line. */
  rewriteSource?(source: string): { text: string; problems: SourceProblem[] };
  /**
   * The plain Markdown it stands for (a value inside a sentence or a table cell), put in its place
   * right after parsing, so the HTML, the Markdown copy, the search text and every check read it;
   * its `toHast` and `toMarkdown` are then never reached.
   */
  toMdast?(input: MdastInput<Props>): MdastValue | ElementProblem;
}

/** The props a zod shape describes: `{ value: z.string() }` → `{ value: string }`. */
type PropsOf<Shape extends z.ZodRawShape> = z.infer<z.ZodObject<Shape>>;

/** How a component is written in its folder: props as a zod shape, which types the rest. */
interface ComponentDefinition<Shape extends z.ZodRawShape> extends Omit<WriterComponent<PropsOf<Shape>>, 'props' | 'references'> {
  props: Shape;
  references?: ReferenceAttribute[];
}

/** Defines a writer component; its props schema is strict, so an attribute it does not name is an error. */
export function defineComponent<Shape extends z.ZodRawShape>(definition: ComponentDefinition<Shape>): WriterComponent<PropsOf<Shape>> {
  return { ...definition, props: z.strictObject(definition.props), references: definition.references ?? [] };
}
