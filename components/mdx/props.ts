/**
 * A component's props read from its element and checked by its schema: what the renderer gets
 * and what the content check reports, from the same parse.
 */
import type { z } from 'zod';
import type { JsxElement } from '../../lib/render/jsx';
import type { WriterComponent } from './writer-component';

/** A problem with an element's attributes, as the content check reports it. */
interface PropProblem {
  message: string;
  hint: string;
}

/**
 * The element's string attributes by name; a bare one (`<TabItem default>`) is `''`. Expressions
 * and spreads are left out (the content check reports them on their own).
 */
export function attributesOf(element: Pick<JsxElement, 'attributes'>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const attr of element.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || Object.hasOwn(found, attr.name)) continue;
    if (attr.value === null || attr.value === undefined) found[attr.name] = '';
    else if (typeof attr.value === 'string') found[attr.name] = attr.value;
  }
  return found;
}

/** The element's props, or null when they do not pass the component's schema. */
export function propsOf<Props>(component: WriterComponent<Props>, element: Pick<JsxElement, 'attributes'>): Props | null {
  const parsed = component.props.safeParse(attributesOf(element));
  return parsed.success ? (parsed.data as Props) : null;
}

/** How the component is written, for hints: `<ButtonBox title="…" link="…">`, optional attributes after. */
function usageOf(component: WriterComponent): string {
  const shape = Object.entries(component.props.shape);
  const required = shape.filter(([, schema]) => !schema.safeParse(undefined).success).map(([name]) => ` ${name}="…"`);
  const optional = shape.filter(([, schema]) => schema.safeParse(undefined).success).map(([name]) => name);
  const usage = `<${component.name}${required.join('')}>`;
  return optional.length ? `${usage}, optionally with ${optional.join(', ')}` : usage;
}

function describeIssue(component: WriterComponent, issue: z.core.$ZodIssue, attributes: Record<string, string>): PropProblem {
  const name = component.name;
  const usage = `write ${usageOf(component)}`;
  const attribute = String(issue.path[0] ?? '');
  if (issue.code === 'unrecognized_keys') return { message: `<${name}> has no attribute ${issue.keys.join(', ')}`, hint: usage };
  if (attributes[attribute] === undefined) return { message: `<${name}> needs a ${attribute}="…" attribute`, hint: usage };
  if (issue.code === 'invalid_value') {
    return { message: `<${name} ${attribute}="${attributes[attribute]}"> is not a known value`, hint: `use one of ${issue.values.map(String).join(', ')}` };
  }
  return { message: `<${name} ${attribute}="${attributes[attribute]}"> is not allowed: ${issue.message}`, hint: usage };
}

/** What is wrong with the element's attributes, one problem per attribute. */
export function propProblems(component: WriterComponent, element: Pick<JsxElement, 'attributes'>): PropProblem[] {
  const attributes = attributesOf(element);
  const parsed = component.props.safeParse(attributes);
  return parsed.success ? [] : parsed.error.issues.map((issue) => describeIssue(component, issue, attributes));
}
