/**
 * `<Platform>`: a value from the platform's facts (`facts.json`) inside a sentence or a table
 * cell, so pages that share a value state it from one place:
 *
 *   <Platform list="webhook-events" />           `message.created`, … and `channel.updated`
 *   <Platform list="events-not-sent" join="or" /> the names the API accepts but the webhook never sends
 *   <Platform default="config.kafka.brokers" />  `"kafka-headless:9092"`, the chart's default
 *   <Platform field="saFile" />                  **Sa File**, the Catalog form's label for a key
 *   <Platform route="/conversations.markRead" /> `unread-counter`, the service the chart's ingress sends that path to
 *   <Platform outside="ingress-controller.host" /> a name the platform does not have, said on purpose
 *                                                (an error once a set gains it, so the sentence is revisited)
 *
 * It is replaced by plain Markdown nodes right after parsing, so the page's HTML, Markdown copy,
 * search text and `llms-full.txt` all carry the value. The nodes it writes are marked
 * (`data.platformValue`): the set check reads only what writers typed.
 */
import type { PhrasingContent, Root, RootContent } from 'mdast';
import type { Diagnostic } from '../diagnostics';
import { editDistance } from '../edit-distance';
import { attribute, isJsxElement, type JsxElement } from '../render/jsx';
import { catalogFieldLabel } from './catalog-label';
import type { PlatformFacts } from './facts';

/** The component's name in MDX. */
export const PLATFORM_COMPONENT = 'Platform';

/** The lists `list="…"` can name. */
export const PLATFORM_LISTS: Record<string, (facts: PlatformFacts) => string[]> = {
  'webhook-events': (facts) => facts.webhookEvents,
  'events-not-sent': (facts) => facts.eventTypes.filter((name) => !facts.webhookEvents.includes(name)),
  'event-types': (facts) => facts.eventTypes,
  components: (facts) => facts.components,
};

type Problem = Omit<Diagnostic, 'severity' | 'file'>;

/** Up to three names of `known` nearest to `name`. */
export function nearest(name: string, known: Iterable<string>): string[] {
  return [...known]
    .map((candidate) => ({ candidate, distance: editDistance(name, candidate) }))
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, 3)
    .map((entry) => entry.candidate);
}

/** Keys of airy.yaml nearest to `key`, from its own section when it names a known one. */
export function nearestKeys(key: string, facts: PlatformFacts): string[] {
  const keys = Object.keys(facts.airyYamlKeys);
  const section = keys.filter((known) => known.split('.')[0] === key.split('.')[0]);
  return nearest(key, section.length ? section : keys);
}

const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');

function code(value: string): PhrasingContent {
  return { type: 'inlineCode', value, data: { platformValue: true } } as PhrasingContent;
}

/** `a`, `a and b`, `a, b and c`. */
function joined(names: string[], word: string): PhrasingContent[] {
  return names.flatMap((name, index) => {
    const separator = index === 0 ? [] : [{ type: 'text', value: index === names.length - 1 ? ` ${word} ` : ', ' } as PhrasingContent];
    return [...separator, code(name)];
  });
}

/** A chart default as `airy.yaml` would write it: strings quoted, numbers, booleans and maps bare. */
const yamlScalar = (value: unknown): string => JSON.stringify(value);

/**
 * The service the charts' ingresses send `path` to: ingress-nginx matches a `Prefix` path as a plain
 * string prefix and the longest one wins. The Ngrok tunnel's ingress and regex paths are left out.
 */
export function serviceFor(path: string, facts: PlatformFacts): string | null {
  const candidates = facts.routes.filter((route) => route.ingress !== 'airy-core-ngrok' && !/[($]/.test(route.path) && path.startsWith(route.path));
  candidates.sort((a, b) => b.path.length - a.path.length);
  return candidates[0]?.service ?? null;
}

/** Which set holds `name`, in words, or null. */
function setHolding(name: string, facts: PlatformFacts): string | null {
  if (facts.eventTypes.includes(name)) return facts.webhookEvents.includes(name) ? 'the webhook sends this event' : null;
  if (facts.components.includes(name)) return 'this is a component of the charts';
  if (facts.airyYamlKeys[name]) return 'this is a key of airy.yaml';
  return null;
}

/** The nodes one `<Platform>` stands for, or a problem. */
function valueOf(node: JsxElement, facts: PlatformFacts): PhrasingContent[] | Problem {
  const at = { line: node.position?.start.line, column: node.position?.start.column };
  const list = attribute(node, 'list');
  const key = attribute(node, 'default');
  const field = attribute(node, 'field');
  const outside = attribute(node, 'outside');
  const route = attribute(node, 'route');
  if (route !== undefined) {
    const service = serviceFor(route, facts);
    if (!service) return { ...at, message: `<Platform route="${route}">: no ingress of the charts sends this path anywhere`, hint: 'say in words that the path is not routed' };
    return [code(service)];
  }
  if (outside !== undefined) {
    const owner = setHolding(outside, facts);
    if (owner) return { ...at, message: `<Platform outside="${outside}">: ${owner} at the pinned commit`, hint: 'the sentence around it says the platform lacks it: correct the sentence, then write the name as plain code' };
    return [code(outside)];
  }
  if (list !== undefined) {
    const values = PLATFORM_LISTS[list];
    if (!values) return { ...at, message: `<Platform list="${list}"> names no list — did you mean ${quoted(nearest(list, Object.keys(PLATFORM_LISTS)))}?`, hint: `the lists are ${quoted(Object.keys(PLATFORM_LISTS))}` };
    return joined(values(facts), attribute(node, 'join') === 'or' ? 'or' : 'and');
  }
  if (key !== undefined) {
    const known = facts.airyYamlKeys[key];
    if (!known) return { ...at, message: `<Platform default="${key}"> is not a key of airy.yaml at the pinned commit — did you mean ${quoted(nearestKeys(key, facts))}?`, hint: 'the keys are in lib/platform/facts.json (airyYamlKeys)' };
    if (known.default === null) return { ...at, message: `<Platform default="${key}">: the chart gives this key no default`, hint: 'write what applies without it in words' };
    return [code(yamlScalar(known.default))];
  }
  if (field !== undefined && field !== '') return [{ type: 'strong', data: { platformValue: true }, children: [{ type: 'text', value: catalogFieldLabel(field) }] } as PhrasingContent];
  return { ...at, message: '<Platform> needs one of list="…", default="…", field="…", route="…" or outside="…"', hint: `for example <Platform list="webhook-events" />` };
}

/** Replaces every `<Platform>` in the tree by the value it names; answers the problems. */
export function expandPlatformValues(root: Root, facts: PlatformFacts): Problem[] {
  const problems: Problem[] = [];
  const walk = (parent: { children: RootContent[] }) => {
    parent.children = parent.children.flatMap((child): RootContent[] => {
      if (isJsxElement(child) && child.name === PLATFORM_COMPONENT) {
        const value = valueOf(child, facts);
        if (!Array.isArray(value)) {
          problems.push(value);
          return [];
        }
        const placed = value.map((node) => ({ ...node, position: child.position }) as PhrasingContent);
        return child.type === 'mdxJsxFlowElement' ? [{ type: 'paragraph', children: placed, position: child.position }] : (placed as RootContent[]);
      }
      if ('children' in child) walk(child as { children: RootContent[] });
      return [child];
    });
  };
  walk(root);
  return problems;
}
