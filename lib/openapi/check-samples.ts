/**
 * The sample check: every JSON block of an API page parses as JSON5, is bound (or marked as a
 * fragment), and validates against the schema it shows. Problems point at the line of the
 * offending key inside the block.
 */
import JSON5 from 'json5';
import type { Diagnostic } from '../diagnostics';
import { resolveTarget, unresolvedTarget, type ApiIndex } from './api-index';
import type { Bound, Target } from './binding';
import { locate } from './document';
import { jsonLocations, locateInJson } from './json-locations';
import type { PageItemOf } from './page-reader';
import { describeSampleErrors } from './sample-errors';
import type { SchemaValidator } from './schema-validator';

/** How many schema errors one block reports; the rest are counted. */
const MAX_ERRORS_PER_SAMPLE = 3;

type Block = PageItemOf<'json'>;

/** What the blocks of one page share. */
interface SampleContext {
  file: string;
  index: ApiIndex;
  validator: SchemaValidator;
}

/** A position inside the block's text → the same place in the file. */
function inFile(block: Block, line: number, column: number): { line: number; column: number } {
  return { line: block.contentLine + line - 1, column: block.contentColumn + column - 1 };
}

function parseSample(file: string, block: Block): { value: unknown } | { diagnostic: Diagnostic } {
  try {
    return { value: JSON5.parse(block.value) };
  } catch (error) {
    const { lineNumber = 1, columnNumber = 1, message = String(error) } = error as { lineNumber?: number; columnNumber?: number; message?: string };
    const reason = message.replace(/^JSON5: /, '').replace(/ at \d+:\d+$/, '');
    return {
      diagnostic: {
        severity: 'error',
        file,
        ...inFile(block, lineNumber, columnNumber),
        message: `this ${block.lang} block does not parse as JSON5: ${reason}`,
        hint: 'fix the syntax (JSON5 allows comments and trailing commas), or mark a deliberately partial block ```json5 fragment',
      },
    };
  }
}

function validateSample(context: SampleContext, bound: Bound<Block> & { target: Target }, value: unknown): Diagnostic[] {
  const { file, index, validator } = context;
  const { item: block } = bound;
  const resolved = resolveTarget(index, bound.target);
  if (!resolved.ok) return [unresolvedTarget(file, block, resolved, bound.label !== undefined)].filter((d) => d !== null);
  const schemaAt = locate(index.document, resolved.schema.pointer);
  let errors;
  try {
    errors = validator.validate(resolved.schema.pointer, value);
  } catch (error) {
    return [{ severity: 'error', file, line: block.line, column: block.column, message: `cannot check this sample: ${resolved.description} does not compile (${(error as Error).message})`, hint: `fix the schema at ${schemaAt.file}:${schemaAt.line}` }];
  }
  const problems = describeSampleErrors(errors, index.document.data);
  const locations = jsonLocations(block.value);
  const against = `checked against ${resolved.description} (${schemaAt.file}:${schemaAt.line})`;
  const shown = problems.slice(0, MAX_ERRORS_PER_SAMPLE);
  return shown.map((problem, i) => {
    const more = i === shown.length - 1 && problems.length > shown.length ? ` (and ${problems.length - shown.length} more)` : '';
    const at = locateInJson(locations, problem.pointer);
    return { severity: 'error', file, ...inFile(block, at.line, at.column), message: `${problem.message}${more}`, hint: problem.hint ? `${problem.hint}; ${against}` : against };
  });
}

/** Checks a page's JSON blocks: syntax, binding, and the schema each is bound to. */
export function checkSamples(file: string, blocks: Bound<Block>[], index: ApiIndex, validator: SchemaValidator): Diagnostic[] {
  const context: SampleContext = { file, index, validator };
  const diagnostics: Diagnostic[] = [];
  for (const bound of blocks) {
    if (bound.fragment) continue;
    const { item: block, target } = bound;
    const parsed = parseSample(file, block);
    if ('diagnostic' in parsed) diagnostics.push(parsed.diagnostic);
    if (bound.unbound) diagnostics.push({ severity: 'error', file, line: block.line, column: block.column, ...bound.unbound });
    if ('value' in parsed && target) diagnostics.push(...validateSample(context, { ...bound, target }, parsed.value));
  }
  return diagnostics;
}
