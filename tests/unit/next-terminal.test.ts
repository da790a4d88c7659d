/** Next's terminal lines, folded to what a writer or operator acts on (`lib/next-contract/terminal.ts`). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { foldLines, foldNextOutput } from '../../lib/next-contract';

function fold(text: string): string {
  let printed = '';
  const push = foldLines(foldNextOutput(), (chunk) => (printed += chunk));
  // In two chunks cut mid-line, as a pipe delivers them.
  push(text.slice(0, 40));
  push(text.slice(40));
  push('\n');
  return printed;
}

// As `next build` 16.4 printed it for this site on 2026-11-28.
const BUILD = `▲ Next.js 16.4.6 (Turbopack)
✓ Running next.config.mjs took 357ms
- Experiments (use with caution):
  · cpus: 2
  ⨯ turbopackFileSystemCacheForBuild

  Creating an optimized production build ...
✓ Compiled successfully in 82s
✓ Finished writing to filesystem cache in 14.1s
  Skipping validation of types
  Finished TypeScript config validation in 28ms ...
  Collecting page data using 2 workers ...
  Generating static pages using 2 workers (0/5) ...
  Generating static pages using 2 workers (1/5) 
✓ Generating static pages using 2 workers (5/5) in 4.6s
  Finalizing page optimization ...

Route (app)
┌ ○ /_not-found
├   /[[...slug]]
│ ├ ● /
│ └ ● /zzdocsroute2zz
└ ○ /search


○  (Static)  prerendered as static content
●  (SSG)     prerendered as static HTML (uses generateStaticParams)

`;

test('the build keeps what Next compiled and rendered, and names no template route', () => {
  const printed = fold(BUILD);
  assert.equal(
    printed.replace(/\n+/g, '\n'),
    '▲ Next.js 16.4.6 (Turbopack)\n✓ Compiled successfully in 82s\n✓ Next rendered 5 pages, the templates the export writes every page from (4.6s)\n',
  );
  assert.doesNotMatch(printed, /zzdocsroute|Route \(app\)|Experiments/);
});

test('dev leaves out the private address, experiments and answered requests, and keeps failures', () => {
  const printed = fold(`▲ Next.js 16.4.6 (Turbopack)
- Local:         http://127.0.0.1:40211
- Network:       http://127.0.0.1:40211
✓ Ready in 1558ms
○ Compiling /[[...slug]] ...
 GET / 200 in 1801ms (next.js: 502ms, generate-params: 1019ms, application-code: 280ms)
 GET /nope/ 500 in 80ms
 GET /nope/ 500 in 80ms
⚠ Found a change in next.config.mjs. Restarting the server to apply the changes...
`);
  assert.equal(printed, '▲ Next.js 16.4.6 (Turbopack)\n✓ Ready in 1558ms\n○ Compiling /[[...slug]] ...\n GET /nope/ 500 in 80ms\n⚠ Found a change in next.config.mjs. Restarting the server to apply the changes...\n');
});
