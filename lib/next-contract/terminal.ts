/**
 * Next's own terminal lines, folded to the ones a writer or operator acts on (assumptions
 * `build-terminal-lines` and `dev-terminal-lines`). Next prints its experiments, its address (the
 * private one behind the dev server), every request, and for a build a route table of the template
 * routes (`/zzdocsroute0zz`) that the export turns into the real pages: none of it says anything
 * true about the site. Warnings and errors always pass. A line these patterns no longer match is
 * printed as it is: Next's change costs a noisier terminal, never a build, and the contract test
 * names the assumption.
 */

/** Lines Next prints that matter to nobody here, in `next dev` and `next build`. */
const DROPPED = [
  /^\s*- (Local|Network|Environments):/,
  /^\s*- Experiments \(use with caution\):/,
  /^\s+[·⨯✓] \w+(: .*)?$/,
  /^\s*✓ Running next\.config\.\w+ took/,
  /^\s*Creating (an optimized production build|turbopack project)/,
  /^\s*(Skipping|Collecting|Finalizing|Finished TypeScript) /,
  /^\s*✓ Compiled in \d/,
  /^\s*✓ Finished writing to filesystem cache/,
  /^\s*Generating static pages .*\.\.\.$|^\s*Generating static pages .*\(\d+\/\d+\)\s*$/,
  // A request answered (dev): the page shows it; failures (4xx, 5xx) pass.
  /^\s*(GET|HEAD) \S+ [23]\d\d in /,
];

/** Where the route table starts and the lines of its legend, which end it. */
const ROUTE_TABLE = /^Route \((app|pages)\)/;
const LEGEND = /^[○●ƒλ◐]\s+\(/;

/**
 * A line filter for Next's stdout: answers the line to print, or null to leave it out.
 * `DOCS_NEXT_OUTPUT=all` prints every line as Next prints it (the benches read Next's timings there).
 */
export function foldNextOutput(env: Record<string, string | undefined> = process.env): (line: string) => string | null {
  if (env.DOCS_NEXT_OUTPUT === 'all') return (line) => line;
  let table: 'out' | 'rows' | 'legend' = 'out';
  let last = '';
  const fold = (line: string): string | null => {
    // `next dev` 16.4 logs each request twice.
    if (line === last && /^\s*(GET|HEAD) /.test(line)) return null;
    last = line;
    if (table === 'out' && ROUTE_TABLE.test(line)) table = 'rows';
    if (table === 'rows') {
      if (LEGEND.test(line)) table = 'legend';
      return null;
    }
    if (table === 'legend') {
      if (LEGEND.test(line) || line.trim() === '') return null;
      table = 'out';
    }
    if (/warn|error|⚠/i.test(line)) return line;
    // Next's pages are the templates the export writes the site's pages from, not the site's pages.
    const generated = /^✓ Generating static pages using \d+ workers? \((\d+)\/\d+\) in (.+)$/.exec(line);
    if (generated) return `✓ Next rendered ${generated[1]} pages, the templates the export writes every page from (${generated[2]})`;
    return DROPPED.some((pattern) => pattern.test(line)) ? null : line;
  };
  return fold;
}

/** Passes a stream's text through `fold` line by line; answers the function for each chunk (give it `'\\n'` at the end to flush a last line without one). */
export function foldLines(fold: (line: string) => string | null, write: (text: string) => void): (chunk: Buffer | string) => void {
  let pending = '';
  return (chunk) => {
    if (chunk === '\n' && pending === '') return;
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    const kept = lines.map(fold).filter((line): line is string => line !== null);
    if (kept.length) write(`${kept.join('\n')}\n`);
  };
}
