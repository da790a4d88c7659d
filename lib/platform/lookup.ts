/**
 * Looking values up in the platform's facts: the lists `<Platform list>` writes, the nearest known
 * names for a "did you mean" hint, the service a path reaches through the charts' ingresses, and
 * which set holds a name.
 */
import { editDistance } from '../edit-distance';
import type { PlatformFacts } from './facts';

/** The lists `<Platform list="…">` can name. */
export const PLATFORM_LISTS: Record<string, (facts: PlatformFacts) => string[]> = {
  'webhook-events': (facts) => facts.webhookEvents,
  'events-not-sent': (facts) => facts.eventTypes.filter((name) => !facts.webhookEvents.includes(name)),
  'event-types': (facts) => facts.eventTypes,
  components: (facts) => facts.components,
};

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

/** Names as a hint lists them: `"a", "b"`. */
export const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');

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
export function setHolding(name: string, facts: PlatformFacts): string | null {
  if (facts.webhookEvents.includes(name)) return 'the webhook sends this event';
  if (facts.components.includes(name)) return 'this is a component of the charts';
  if (facts.airyYamlKeys[name]) return 'this is a key of airy.yaml';
  return null;
}
