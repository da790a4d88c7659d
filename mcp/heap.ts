/**
 * A small heap for a server that waits most of the time: imported first by `./main.ts`, before
 * the SDK loads. V8's defaults favour throughput: the young generation grows to 32 MB while
 * searches run and stays there, and the old generation grows far ahead of what is live (about
 * 12 MB after a hundred searches of a 10,000-page site), so the server held 110–130 MB. Young
 * space that never grows and the heuristics of `--optimize-for-size` keep it near 75 MB, and a
 * search is no slower for it (`bench/mcp.mjs` reports both).
 *
 * Both are read by the collector each time it runs, so they take effect when set this late (Node's
 * own flags such as `--max-semi-space-size` do not: they size the heap at start, before any code
 * of ours runs, and `node airy-docs-mcp.mjs` must work without flags).
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--semi-space-growth-factor=1');
setFlagsFromString('--optimize-for-size');
