/**
 * The field-table check: each row's field exists in the schema the table documents, its `Type`
 * says the schema's type in the vocabulary's words, its `Required` agrees with the schema, and a
 * request table lists every required field (of the body, and of each object it details).
 */
import type { Diagnostic } from '../diagnostics';
import { resolveTarget, unresolvedTarget, type ApiIndex } from './api-index';
import type { Bound } from './binding';
import { lookupField, parseFieldPath, type FieldStep } from './field-path';
import type { PageItemOf, TableCellText } from './page-reader';
import { schemaShape, unionShapes } from './schema-shape';
import { requiredNames } from './schema-walk';
import { closest } from './suggest';
import { describeShape, fieldTypeMatches, parseFieldType } from './type-vocabulary';

type Table = PageItemOf<'table'>;

/** What the rows of one table share. */
interface TableContext {
  file: string;
  index: ApiIndex;
  /** `the request body of \`POST /x\``. */
  description: string;
  typeColumn: number;
  requiredColumn: number;
  /** Object schemas passed through, by path prefix (`''` the body), and the names listed under each. */
  objects: Map<string, { schemas: unknown[]; listed: Set<string> }>;
}

const VOCABULARY = 'string, integer, number, boolean, object, array, file, any, string (UUID|URL|date-time|JWT|email), array of strings|integers|objects|Name, a schema Name, and unions with "or" (string or null)';

function error(context: TableContext, cell: TableCellText, message: string, hint: string): Diagnostic {
  return { severity: 'error', file: context.file, line: cell.line, column: cell.column, message, hint };
}

function checkType(context: TableContext, cell: TableCellText | undefined, field: string, schemas: unknown[]): Diagnostic[] {
  if (!cell) return [];
  const parsed = parseFieldType(cell.text);
  if (!parsed.ok) return [error(context, cell, `\`${field}\`: type "${cell.text}" is not in the type vocabulary: ${parsed.reason}`, `use ${VOCABULARY}`)];
  const shape = unionShapes(schemas.map((schema) => schemaShape(context.index.document.data, schema)));
  if (fieldTypeMatches(parsed.alternatives, shape)) return [];
  const expected = describeShape(shape);
  return [error(context, cell, `\`${field}\`: the table says "${cell.text}", the schema says "${expected}"`, `write "${expected}" in the Type column, or correct the schema of ${context.description}`)];
}

function checkRequired(context: TableContext, cell: TableCellText | undefined, field: string, required: boolean): Diagnostic[] {
  if (!cell) return [];
  const word = cell.text.trim().split(/\s+/)[0]?.toLowerCase();
  if (word !== 'required' && word !== 'optional') {
    return [error(context, cell, `\`${field}\`: the Required column says "${cell.text}"`, 'write `required` or `optional` (explain conditions in the Meaning column)')];
  }
  if ((word === 'required') === required) return [];
  return [
    error(
      context,
      cell,
      required ? `\`${field}\` is marked optional, but the schema requires it` : `\`${field}\` is marked required, but the schema does not require it`,
      `write "${required ? 'required' : 'optional'}", or correct \`required\` in the schema of ${context.description}`,
    ),
  ];
}

function checkRow(context: TableContext, root: unknown, row: TableCellText[]): Diagnostic[] {
  const [fieldCell] = row;
  if (!fieldCell) return [];
  const field = fieldCell.code;
  const steps: FieldStep[] | null = field ? parseFieldPath(field) : null;
  if (!field || !steps) {
    return [error(context, fieldCell, `the Field cell "${fieldCell.text}" is not a field name in a code span`, 'write `name`, a dotted path `payload.message.id`, or `metadata[].namespace` for array items')];
  }
  const { data } = context.index.document;
  const lookup = lookupField(data, root, steps, (prefix, schema, name) => {
    const entry = context.objects.get(prefix) ?? { schemas: [], listed: new Set<string>() };
    if (!entry.schemas.includes(schema)) entry.schemas.push(schema);
    entry.listed.add(name);
    context.objects.set(prefix, entry);
  });
  if (lookup.kind === 'open') return [];
  if (lookup.kind === 'missing') {
    const near = closest(lookup.name, lookup.known);
    const owner = lookup.at ? `\`${lookup.at}\` in ${context.description}` : context.description;
    const known = lookup.known.length ? `it has: ${lookup.known.join(', ')}` : 'it lists no fields';
    return [error(context, fieldCell, `\`${field}\`: ${owner} has no field "${lookup.name}"`, near ? `did you mean "${near}"? (${known})` : `${known}; remove the row or add the field to the schema`)];
  }
  if (lookup.kind === 'not-container') {
    return [error(context, fieldCell, `\`${field}\`: \`${lookup.at}\` is not an ${lookup.expected} in the schema`, `check the path against ${context.description}`)];
  }
  const name = steps[steps.length - 1].name;
  const required = lookup.parents.some((parent) => requiredNames(data, parent).has(name));
  return [
    ...checkType(context, row[context.typeColumn], field, lookup.schemas),
    ...(lookup.isItem || context.requiredColumn < 0 ? [] : checkRequired(context, row[context.requiredColumn], field, required)),
  ];
}

function missingRequired(context: TableContext, table: Table): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const { data } = context.index.document;
  for (const [prefix, { schemas, listed }] of context.objects) {
    const [first, ...rest] = schemas.map((schema) => requiredNames(data, schema));
    for (const name of first ?? []) {
      if (listed.has(name) || rest.some((names) => !names.has(name))) continue;
      const path = prefix ? `${prefix}.${name}` : name;
      diagnostics.push({ severity: 'error', file: context.file, line: table.line, column: table.column, message: `the table does not list \`${path}\`, a required field of ${context.description}`, hint: `add a row for \`${path}\`` });
    }
  }
  return diagnostics;
}

function checkTable(file: string, bound: Bound<Table>, index: ApiIndex): Diagnostic[] {
  const { item: table, target } = bound;
  if (!target) return bound.unbound ? [{ severity: 'warning', file, line: table.line, column: table.column, message: `${bound.unbound.message}, so it is not checked`, hint: bound.unbound.hint }] : [];
  const resolved = resolveTarget(index, target);
  if (!resolved.ok) return [unresolvedTarget(file, table, resolved, bound.label !== undefined)].filter((d) => d !== null);
  const lower = table.header.map((h) => h.toLowerCase());
  const context: TableContext = {
    file,
    index,
    description: resolved.description,
    typeColumn: lower.indexOf('type'),
    requiredColumn: lower.indexOf('required'),
    objects: new Map([['', { schemas: [resolved.schema.schema], listed: new Set<string>() }]]),
  };
  const rows = table.rows.flatMap((row) => checkRow(context, resolved.schema.schema, row));
  return target.role === 'request' ? [...rows, ...missingRequired(context, table)] : rows;
}

/** Checks a page's bound field tables; an unbound table is a warning (it is not checked). */
export function checkTables(file: string, tables: Bound<Table>[], index: ApiIndex): Diagnostic[] {
  return tables.flatMap((bound) => checkTable(file, bound, index));
}
