/**
 * The built-in engine's own time per keystroke, in Node, without the browser's noise: each query
 * typed a letter at a time against an exported index, its files cached as the browser keeps them;
 * the first round warms up, the next two are timed.
 *
 *   node --import tsx bench/search-engine-time.ts <out> [queries, comma-separated] [--core <checkout>]
 *
 * `--core` times another checkout's `lib/search/engine-core.ts` (an older commit's, unpacked with
 * `git archive <commit> lib | tar -x -C <dir>`), against an index of its own format.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const coreIndex = args.indexOf('--core');
const coreDir = resolve(coreIndex >= 0 ? args.splice(coreIndex, 2)[1] : '.');
const [outDir = 'out', list = 'helm upgrade,webhook,conversations.list,chat plugin,consumer group'] = args;

async function main() {
  const { createSearchCore } = await import(pathToFileURL(join(coreDir, 'lib/search/engine-core.ts')).href);
  const files = new Map<string, Promise<unknown>>();
  const load = (name: string) => {
    if (!files.has(name)) files.set(name, Promise.resolve(JSON.parse(readFileSync(join(outDir, 'search-index', name), 'utf8'))));
    return files.get(name)!;
  };
  const core = createSearchCore({ load, siteRoot: '/' });
  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const query of list.split(',')) {
      for (let length = 1; length <= query.length; length++) {
        const started = performance.now();
        await core.search(query.slice(0, length), { count: 6, maxSections: 3 });
        if (round > 0) times.push(performance.now() - started);
      }
    }
  }
  times.sort((a, b) => a - b);
  console.log(`${coreDir} on ${outDir}: ${times.length} keystrokes, median ${times[Math.floor(times.length / 2)].toFixed(1)} ms, p90 ${times[Math.floor(times.length * 0.9)].toFixed(1)} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
