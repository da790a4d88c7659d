/**
 * The set check: where a page names a value that belongs to one of the platform's sets, the
 * value must be in the set the platform really uses (`facts.json`), which can be narrower than
 * what a schema accepts:
 * - an event type said of the webhook (the nearest mention of "webhook" or "WebSocket" before it
 *   decides, within its section) must be one the webhook publisher sends, in prose and in the
 *   `"events"` list of a sample;
 * - a name called a component (`the api-contacts component`, `component name sources-google`),
 *   each name in a table column headed "Component", and each `components.<group>.<name>` of an
 *   `airy.yaml` sample, must be a component of the charts; a name called a chart must be a chart's;
 * - a key of `airy.yaml` (`global.host`, `ingress-controller.https: true`, every key of an
 *   `airy.yaml` sample) must be one the chart or the CLI reads.
 * Values a component wrote (`<Platform>`, marked `fromComponent`) are not read: they come from the sets.
 */
import type { Code, Root, RootContent, Table } from 'mdast';
import { parseDocument, isMap, isScalar, type Node as YamlNode } from 'yaml';
import type { Diagnostic } from '../diagnostics';
import type { PlatformFacts } from './facts';
import { editDistance } from '../edit-distance';
import { nearest, nearestKeys, quoted } from './lookup';

type Problem = Omit<Diagnostic, 'severity' | 'file'>;
type Subject = 'webhook' | 'websocket' | null;
type Node = Root | RootContent;

const MENTION = /web[ -]?hooks?|websockets?|ws\.communication/gi;
/** Sections of `airy.yaml` whose keys the check knows (`components` holds the components' own keys). */
const KEY_SECTIONS = /^(global|security|config|ingress-controller|tools|prerequisites|provisioning)\.[A-Za-z0-9_.-]*[A-Za-z0-9_]$/;
const COMPONENT_NAME = /^[a-z][a-z0-9]*(?:[-/][a-z0-9]+)+$/;
const COMPONENT_BEFORE = /\b(components?|charts?)\s+(?:name\s+|called\s+|named\s+)?$/i;
const COMPONENT_AFTER = /^\s+(components?|charts?)\b/i;
const SOURCE_NOTE = 'lib/platform/facts.json, read by scripts/pin-platform.ts';

/** The subject of the last mention in `text`, or `current` when it mentions neither. */
function lastSubject(text: string, current: Subject): Subject {
  const mentions = [...text.matchAll(MENTION)];
  if (!mentions.length) return current;
  return /^web[ -]?hook/i.test(mentions[mentions.length - 1][0]) ? 'webhook' : 'websocket';
}

/** True when `key` is a key of `airy.yaml`, a section holding keys, or under a key that takes keys of its own. */
function isAiryYamlKey(key: string, facts: PlatformFacts): boolean {
  const keys = Object.keys(facts.airyYamlKeys);
  if (facts.airyYamlKeys[key] || keys.some((known) => known.startsWith(`${key}.`))) return true;
  return keys.some((known) => facts.airyYamlKeys[known].open && key.startsWith(`${known}.`));
}

/** Looks like an event type: a noun of the schema's names, and a verb of theirs or close to a name. */
function looksLikeEvent(value: string, facts: PlatformFacts): boolean {
  const match = /^([a-z]+)\.([a-z_]+)$/.exec(value);
  if (!match) return false;
  const nouns = new Set(facts.eventTypes.map((name) => name.split('.')[0]));
  const verbs = new Set(facts.eventTypes.map((name) => name.split('.')[1]));
  return nouns.has(match[1]) && (verbs.has(match[2]) || editDistance(value, nearest(value, facts.eventTypes)[0]) <= 2);
}

function eventProblem(value: string, line: number | undefined, column: number | undefined, facts: PlatformFacts): Problem {
  return {
    line,
    column,
    message: `the webhook never sends \`${value}\` — did you mean ${quoted(nearest(value, facts.webhookEvents))}?`,
    hint: `the publisher (${facts.sources.publisher}) sends ${quoted(facts.webhookEvents)}; a subscription without \`events\` receives those (${SOURCE_NOTE})`,
  };
}

function keyProblem(key: string, line: number | undefined, column: number | undefined, facts: PlatformFacts): Problem {
  return {
    line,
    column,
    message: `\`${key}\` is not a key of airy.yaml that the chart or the CLI reads — did you mean ${quoted(nearestKeys(key, facts))}?`,
    hint: `the keys come from ${facts.sources.chart} and ${facts.sources.cliConfig} (${SOURCE_NOTE})`,
  };
}

function chartProblem(name: string, line: number | undefined, column: number | undefined, facts: PlatformFacts): Problem {
  return {
    line,
    column,
    message: `\`${name}\` is not the name of a Helm chart of the platform — did you mean ${quoted(nearest(name, facts.charts))}?`,
    hint: `the charts are named in each Chart.yaml (${SOURCE_NOTE})`,
  };
}

function componentProblem(name: string, line: number | undefined, column: number | undefined, facts: PlatformFacts): Problem {
  return {
    line,
    column,
    message: `\`${name}\` is not a component of the charts — did you mean ${quoted(nearest(name, facts.components))}?`,
    hint: `the components are the core chart's and each backend/components/*/helm chart's (${SOURCE_NOTE})`,
  };
}

/** The line in a code block where `key` (at some depth) is written, 1-based within the file. */
function lineOfYamlNode(code: Code, node: YamlNode | null | undefined): number | undefined {
  const offset = node?.range?.[0];
  if (offset === undefined || !code.position) return undefined;
  return code.position.start.line + 1 + code.value.slice(0, offset).split('\n').length - 1;
}

/** The keys of an `airy.yaml` sample, and its components, against the sets. */
function checkAiryYaml(code: Code, facts: PlatformFacts): Problem[] {
  const problems: Problem[] = [];
  const document = parseDocument(code.value);
  if (document.errors.length || !isMap(document.contents)) return problems;
  // A sample of airy.yaml holds at least one of its sections; one that holds none (`a: 1` under that title) is not read.
  const sections = new Set(Object.keys(facts.airyYamlKeys).map((key) => key.split('.')[0]));
  if (!document.contents.items.some((pair) => isScalar(pair.key) && sections.has(String(pair.key.value)))) return problems;
  const walk = (map: YamlNode, path: string[]) => {
    if (!isMap(map)) return;
    for (const pair of map.items) {
      const name = isScalar(pair.key) ? String(pair.key.value) : '';
      const keyPath = [...path, name];
      const line = lineOfYamlNode(code, pair.key as YamlNode);
      if (keyPath[0] === 'components') {
        if (keyPath.length === 3 && !facts.components.includes(`${keyPath[1]}-${keyPath[2]}`)) problems.push(componentProblem(`${keyPath[1]}-${keyPath[2]}`, line, undefined, facts));
        if (keyPath.length < 3) walk(pair.value as YamlNode, keyPath);
        continue;
      }
      if (!isAiryYamlKey(keyPath.join('.'), facts)) {
        problems.push(keyProblem(keyPath.join('.'), line, undefined, facts));
        continue;
      }
      walk(pair.value as YamlNode, keyPath);
    }
  };
  walk(document.contents, []);
  return problems;
}

/** The `"events": [...]` lists of a sample, against the events the webhook sends. */
function checkEventLists(code: Code, facts: PlatformFacts): Problem[] {
  const problems: Problem[] = [];
  for (const list of code.value.matchAll(/"events"\s*:\s*\[([^\]]*)\]/g)) {
    for (const name of list[1].matchAll(/"([^"]+)"/g)) {
      if (facts.webhookEvents.includes(name[1])) continue;
      const offset = list.index! + list[0].indexOf(list[1]) + name.index!;
      problems.push(eventProblem(name[1], code.position && code.position.start.line + code.value.slice(0, offset).split('\n').length, undefined, facts));
    }
  }
  return problems;
}

/** A table whose first column is headed "Component": each name in that column must be a component. */
function checkComponentColumn(table: Table, facts: PlatformFacts): Problem[] {
  const [header, ...rows] = table.children;
  const first = header?.children[0]?.children ?? [];
  if (first.map((node) => ('value' in node ? node.value : '')).join('').trim() !== 'Component') return [];
  return rows.flatMap((row) =>
    (row.children[0]?.children ?? []).flatMap((cell) => {
      if (cell.type !== 'inlineCode' || facts.components.includes(cell.value)) return [];
      return [componentProblem(cell.value, cell.position?.start.line, cell.position?.start.column, facts)];
    }),
  );
}

/** Every value of `root` (a parsed page, `<Platform>` expanded) outside its set. */
export function checkPlatformSets(root: Root, facts: PlatformFacts): Problem[] {
  const problems: Problem[] = [];
  let subject: Subject = null;
  const visit = (node: Node, parent: Node | null, index: number) => {
    if ((node.data as { fromComponent?: boolean } | undefined)?.fromComponent) return;
    const at = node.position?.start;
    if (node.type === 'heading') subject = null;
    if (node.type === 'text') subject = lastSubject(node.value, subject);
    if (node.type === 'code') {
      subject = lastSubject(node.value, subject);
      if (/title="airy\.yaml"/.test(node.meta ?? '')) problems.push(...checkAiryYaml(node, facts));
      if (subject === 'webhook') problems.push(...checkEventLists(node, facts));
    }
    if (node.type === 'inlineCode') {
      const value = node.value.trim();
      // `key: value` is how a page quotes airy.yaml; `key=value` is a Java or Kafka property (`security.protocol=SASL_SSL`).
      const key = value.includes('=') ? '' : value.split(/[:\s]/)[0];
      if (subject === 'webhook' && looksLikeEvent(value, facts) && !facts.webhookEvents.includes(value)) problems.push(eventProblem(value, at?.line, at?.column, facts));
      if (KEY_SECTIONS.test(key) && !isAiryYamlKey(key, facts)) problems.push(keyProblem(key, at?.line, at?.column, facts));
      if (COMPONENT_NAME.test(value) && parent && 'children' in parent) {
        const before = parent.children[index - 1];
        const after = parent.children[index + 1];
        const word = (before?.type === 'text' && COMPONENT_BEFORE.exec(before.value)?.[1]) || (after?.type === 'text' && COMPONENT_AFTER.exec(after.value)?.[1]) || '';
        if (/^component/i.test(word) && !facts.components.includes(value)) problems.push(componentProblem(value, at?.line, at?.column, facts));
        if (/^chart/i.test(word) && !facts.charts.includes(value)) problems.push(chartProblem(value, at?.line, at?.column, facts));
      }
      subject = lastSubject(node.value, subject);
    }
    if (node.type === 'table') problems.push(...checkComponentColumn(node, facts));
    if ('children' in node) node.children.forEach((child, i) => visit(child as Node, node, i));
  };
  visit(root, null, 0);
  return problems;
}
