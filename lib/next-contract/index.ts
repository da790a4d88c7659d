/**
 * The contract with Next: every assumption the build makes about Next's exported output and its
 * terminal lines, and `npm run dev` about Next's dev output, named once (`assumptions.ts`). The
 * export pass (`lib/export/`), the dev server (`lib/dev/`, `scripts/dev.ts`), the navigation layer
 * and the build's terminal read Next's output only through this folder, and each assumption is
 * checked where it is used: when it does not hold, the build fails with the assumption's name, the
 * file, and what was found instead. `tests/build/next-contract.test.ts` builds a small fixture
 * site through the real pipeline and checks each assumption against it, or names the test that
 * does (each assumption's `checkedBy`), so a Next upgrade that changes the output breaks one
 * named test, not the site.
 *
 * Code that runs in the browser (the navigation layer) imports the modules it needs, `payload.ts`
 * and `dev.ts`, which use no Node module, never this index (which also holds the build's and the
 * dev server's Node code); so do the tests of those functions.
 *
 * Checked against Next 16.4.6 (`package.json` pins it). To raise Next: change the pin, run
 * `npm install` and `node --import tsx --test tests/build/next-contract.test.ts`, fix what it
 * names, then run `npm test`.
 */
export { NEXT_ASSUMPTIONS, NextContractError } from './assumptions';
export { readFrame, type FrameAnchors } from './frame';
export { checkPayloadInExport, payloadPathArray } from './payload';
export { inlineFlightScript, readInlineFlight } from './flight';
export { isSegmentFile, PRERENDERED_FRAMES_DIR, prerenderedFrameFile } from './export-files';
export { devFrameMarker, devPayloadRequest } from './dev';
export { DEV_PRERENDER_MANIFEST, devStaticRoutes } from './dev-manifest';
export { foldLines, foldNextOutput } from './terminal';
