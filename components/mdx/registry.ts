/**
 * The writer components: every name a doc may use as `<Name>`, each defined in its own folder.
 * The content check, the HTML renderer and the Markdown copy read this list and nothing else;
 * adding a component is a folder (see docs/components.md) and its line here.
 */
import { editDistance } from '../../lib/edit-distance';
import { Admonition } from './Admonition';
import { ApiChanges } from './ApiChanges';
import { ButtonBox } from './ButtonBox';
import { ButtonBoxList } from './ButtonBoxList';
import { Image } from './Image';
import { Include } from './Include';
import { Platform } from './Platform';
import { SiteAddress } from './SiteAddress';
import { SuccessBox } from './SuccessBox';
import { TabItem } from './TabItem';
import { Tabs } from './Tabs';
import { TLDR } from './TLDR';
import type { SourceProblem, WriterComponent } from './writer-component';

/** Every writer component, in the order errors and docs list them. */
export const WRITER_COMPONENTS: readonly WriterComponent[] = [Admonition, TLDR, SuccessBox, ButtonBox, ButtonBoxList, Tabs, TabItem, Image, Include, Platform, SiteAddress, ApiChanges];

const BY_NAME = new Map(WRITER_COMPONENTS.map((component) => [component.name, component]));

/** The component a JSX element names, if it is one (`Tabs` → Tabs; `details`, `Callout` → undefined). */
export function writerComponent(name: string | null | undefined): WriterComponent | undefined {
  return name ? BY_NAME.get(name) : undefined;
}

/** A name this close to a component's is taken for a typo of it (`<Tab>`, `<Img>`). */
const TYPO_DISTANCE = 2;

/** The hint of an "unknown component" error: the component meant, when the name looks like a typo, then every name. */
export function unknownComponentHint(name: string): string {
  const distances = WRITER_COMPONENTS.map((component) => ({ component, distance: editDistance(name.toLowerCase(), component.name.toLowerCase()) }));
  const [closest] = distances.sort((a, b) => a.distance - b.distance);
  const guess = closest.distance <= TYPO_DISTANCE ? `did you mean <${closest.component.name}>, ${closest.component.summary}? ` : '';
  const names = WRITER_COMPONENTS.map((component) => `<${component.name}>`).join(', ');
  return `${guess}writers can use ${names}; content is MDX without JavaScript, so components cannot be imported`;
}

/** A doc's source with every component's own shorthand rewritten (`:::note` → `<Admonition>`), line for line. */
export function rewriteComponentSyntax(source: string): { text: string; problems: SourceProblem[] } {
  let text = source;
  const problems: SourceProblem[] = [];
  for (const component of WRITER_COMPONENTS) {
    if (!component.rewriteSource) continue;
    const rewritten = component.rewriteSource(text);
    text = rewritten.text;
    problems.push(...rewritten.problems);
  }
  return { text, problems };
}
