/**
 * `<Platform>`: a value from the platform's facts (`lib/platform/facts.json`, read from the
 * platform's code by `scripts/pin-platform.ts`) inside a sentence or a table cell, so the pages
 * that share a value state it from one place:
 *
 *   <Platform list="webhook-events" />              `message.created`, … and `channel.updated`
 *   <Platform list="events-not-sent" join="or" />   names the API accepts but the webhook never sends
 *   <Platform default="config.kafka.brokers" />     `"kafka-headless:9092"`, the chart's default
 *   <Platform field="saFile" />                     **Sa File**, the Catalog form's label for a key
 *   <Platform route="/conversations.markRead" />    `unread-counter`, the service the ingress sends it to
 *   <Platform outside="ingress-controller.host" />  a name the platform lacks, said on purpose (an
 *                                                   error once a set gains it, so the sentence is revisited)
 *
 * It stands for plain Markdown (`toMdast`), so the HTML, the Markdown copy, the search text and
 * `llms-full.txt` carry the value; the nodes it writes are marked, and the set check
 * (`lib/platform/check-sets.ts`) reads only what writers typed.
 */
import type { PhrasingContent } from 'mdast';
import { z } from 'zod';
import { catalogFieldLabel } from '../../../lib/platform/catalog-label';
import type { PlatformFacts } from '../../../lib/platform/facts';
import { PLATFORM_LISTS, nearest, nearestKeys, quoted, serviceFor, setHolding } from '../../../lib/platform/lookup';
import { defineComponent, FROM_COMPONENT, type ElementProblem } from '../writer-component';

function code(value: string): PhrasingContent {
  return { type: 'inlineCode', value, data: FROM_COMPONENT } as PhrasingContent;
}

/** `a`, `a and b`, `a, b and c`. */
function joined(names: string[], word: string): PhrasingContent[] {
  return names.flatMap((name, index) => {
    const separator: PhrasingContent[] = index === 0 ? [] : [{ type: 'text', value: index === names.length - 1 ? ` ${word} ` : ', ' }];
    return [...separator, code(name)];
  });
}

export interface Asked {
  list?: string;
  join?: 'and' | 'or';
  default?: string;
  field?: string;
  route?: string;
  outside?: string;
}

/** The value one `<Platform>` asks for, or what is wrong with the question. */
function platformValue(asked: Asked, facts: PlatformFacts): PhrasingContent[] | ElementProblem {
  const named = (['list', 'default', 'field', 'route', 'outside'] as const).filter((key) => asked[key] !== undefined);
  if (named.length !== 1) return { message: '<Platform> needs exactly one of list="…", default="…", field="…", route="…" or outside="…"', hint: 'for example <Platform list="webhook-events" />' };
  if (asked.list !== undefined) {
    const values = PLATFORM_LISTS[asked.list];
    if (!values) return { message: `<Platform list="${asked.list}"> names no list — did you mean ${quoted(nearest(asked.list, Object.keys(PLATFORM_LISTS)))}?`, hint: `the lists are ${quoted(Object.keys(PLATFORM_LISTS))}` };
    return joined(values(facts), asked.join ?? 'and');
  }
  if (asked.default !== undefined) {
    const known = facts.airyYamlKeys[asked.default];
    if (!known) return { message: `<Platform default="${asked.default}"> is not a key of airy.yaml at the pinned commit — did you mean ${quoted(nearestKeys(asked.default, facts))}?`, hint: 'the keys are in lib/platform/facts.json (airyYamlKeys)' };
    if (known.default === null) return { message: `<Platform default="${asked.default}">: the chart gives this key no default`, hint: 'say in words what applies without it' };
    return [code(JSON.stringify(known.default))];
  }
  if (asked.field !== undefined) return [{ type: 'strong', data: FROM_COMPONENT, children: [{ type: 'text', value: catalogFieldLabel(asked.field) }] } as PhrasingContent];
  if (asked.route !== undefined) {
    const service = serviceFor(asked.route, facts);
    return service ? [code(service)] : { message: `<Platform route="${asked.route}">: no ingress of the charts sends this path anywhere`, hint: 'say in words that the path is not routed' };
  }
  const owner = setHolding(asked.outside!, facts);
  if (owner) return { message: `<Platform outside="${asked.outside}">: ${owner} at the pinned commit`, hint: 'the sentence around it says the platform lacks it: correct the sentence, then write the name as plain code' };
  return [code(asked.outside!)];
}

/** The text one `<Platform>` writes with these facts (code as `` `x` ``), or null when the question is wrong: what a re-pin compares. */
export function platformText(asked: Asked, facts: PlatformFacts): string | null {
  const value = platformValue(asked, facts);
  if (!Array.isArray(value)) return null;
  const text = (node: PhrasingContent): string => (node.type === 'inlineCode' ? `\`${node.value}\`` : node.type === 'text' ? node.value : 'children' in node ? node.children.map(text).join('') : '');
  return value.map(text).join('');
}

const name = z.string().min(1);

export const Platform = defineComponent({
  name: 'Platform',
  summary: "a value from the platform's facts in a sentence or a table cell (an event list, a chart default, a Catalog form label, the service a path reaches)",
  props: { list: name.optional(), join: z.enum(['and', 'or']).optional(), default: name.optional(), field: name.optional(), route: name.optional(), outside: name.optional() },
  toMdast: ({ props, context }) => platformValue(props, context.platform),
  // Never reached: `toMdast` replaces the element as soon as the doc is parsed.
  toHast: () => [],
  toMarkdown: () => [],
});
