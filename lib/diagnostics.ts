/** Writer-facing problems, collected across a whole build and printed once. */

type Severity = 'error' | 'warning';

/** One problem in one file: `content/a.mdx:12:3: what is wrong — how to fix it`. */
export interface Diagnostic {
  severity: Severity;
  /** Path relative to the project root, as the writer sees it. */
  file: string;
  line?: number;
  column?: number;
  message: string;
  hint?: string;
}

/**
 * Formats one diagnostic as `file:line:col: message — hint`, the form editors and terminals link
 * from; a problem known by its line alone is at its first column.
 */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.line === undefined ? d.file : `${d.file}:${d.line}:${d.column ?? 1}`;
  return `${where}: ${d.message}${d.hint ? ` — ${d.hint}` : ''}`;
}

/** Sorts by file, then line, so one build lists each file's problems together. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
  );
}

/** A report for the terminal: errors first, then warnings, with counts. */
export function formatReport(list: Diagnostic[]): string {
  const errors = sortDiagnostics(list.filter((d) => d.severity === 'error'));
  const warnings = sortDiagnostics(list.filter((d) => d.severity === 'warning'));
  const lines: string[] = [];
  if (errors.length) lines.push(`${errors.length} error(s):`, ...errors.map((d) => `  ${formatDiagnostic(d)}`));
  if (warnings.length) lines.push(`${warnings.length} warning(s):`, ...warnings.map((d) => `  ${formatDiagnostic(d)}`));
  return lines.join('\n');
}
