/**
 * `npm run dev`: one long-lived process. It starts `next dev` on a private port, writes a frame
 * from the docs' front matter, starts the dev server (`lib/dev/dev-server.ts`) in front of Next on
 * the public port, then builds the site model (drafts included; a page asked for meanwhile is
 * rendered alone), and on every change under the content folder, `public/`, `sidebar.config.ts` or `site.config.ts`
 * rebuilds the model (rendering only what changed) and tells the open pages, which update
 * themselves and show any problem. Bad content never stops it. When Next's inputs (the frame, the
 * app's code, the configs) are those of the last session, the first page comes from what that
 * session kept of Next's answers while Next compiles (`lib/dev/replay.ts`).
 *
 *   node --import tsx scripts/dev.ts [--port 3000] [--host localhost]   (--help lists the arguments)
 *
 * `npm run dev` runs it bundled by `scripts/run.mjs`, which starts sooner.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import type { DevProblem, DevUpdate } from '../lib/dev/dev-site';
import { hasReplay, openReplay, replayKey } from '../lib/dev/replay';
import { watchFiles } from '../lib/dev/watch-files';
import { DEV_PRERENDER_MANIFEST, devFrameMarker, devPayloadRequest, devStaticRoutes, foldLines, foldNextOutput, NEXT_ASSUMPTIONS, NextContractError } from '../lib/next-contract';
import { nextEnv } from '../lib/next-env';
import { normalizeBasePath, siteHref } from '../lib/urls';
import { PLATFORM_FACTS_PATH } from '../lib/platform/facts';
import { PLATFORM_HISTORY_PATH } from '../lib/platform/history-file';
import { listeningNote, readServerArguments } from './command-line.mjs';
import rawConfig from '../site.config';

const projectRoot = process.cwd();
const { port, host } = readServerArguments({
  command: 'npm run dev',
  usage: 'npm run dev -- [options]',
  about: 'Starts the dev server: the docs as they will ship, updated in the open page on every save.',
  options: {},
});
/** Where the dev server keeps Next's answers for the next start (`lib/dev/replay.ts`). */
const REPLAY_DIR = join('.cache', 'dev-replay');
/** Rebuilds wait this long after the last file event, so one save of several files is one rebuild. */
const SETTLE_MS = 30;

/** Prints a rebuild's problems as `npm run check` does: the errors, then the warnings, each group counted. */
function printProblems(problems: DevProblem[]) {
  for (const severity of ['error', 'warning'] as const) {
    const lines = problems.filter((problem) => problem.severity === severity);
    if (lines.length) console.error(`  ${lines.length} ${severity}(s):\n${lines.map((problem) => `    ${problem.text}`).join('\n')}`);
  }
}

/** A free port on this machine, for `next dev` behind the dev server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: found } = probe.address() as { port: number };
      probe.close(() => resolve(found));
    });
    probe.on('error', reject);
  });
}

/**
 * Exits with a message when `port` is taken (by a second `npm run dev`, say), before Next starts or
 * the frame is written, so the server already running there is left alone.
 */
function ensurePortFree(): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EADDRINUSE') return reject(error);
        console.error(`Port ${port} is in use (another \`npm run dev\`?): stop what runs there, or start on another port: npm run dev -- --port ${port + 1}`);
        process.exit(1);
      })
      .listen(port, host, () => probe.close(() => resolve()));
  });
}

/**
 * Waits until `next dev` answers a route's payload request, up to 30 s, with `shows` in it when
 * given: Next sees a new page a moment after the frame changes, and on a busy machine that moment
 * took more than 5 s (a new page announced before Next served it could not be opened from its
 * sidebar link). It stops early once `superseded` says the wait no longer matters.
 */
async function servedByNext(nextPort: number, basePath: string, route: string, shows?: string, superseded = () => false): Promise<boolean> {
  const { url, headers } = devPayloadRequest(siteHref(basePath, route));
  for (let tries = 0; tries < 300 && !superseded(); tries += 1) {
    try {
      const answer = await fetch(`http://127.0.0.1:${nextPort}${url}`, { headers });
      if (answer.ok && (shows === undefined || (await answer.text()).includes(shows))) return true;
    } catch {
      // Next is restarting its compile; try again.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return false;
}

/**
 * Waits, up to 30 s, until `next dev` knows `routes`, then until it serves them (assumption
 * `dev-static-params`): it answers a doc route from the static params it loaded last and loads
 * them again behind the answer, so each request for a page it already serves (the home page,
 * answered 200 and never printed) makes it read the new frame, and the routes it found show in its
 * prerender manifest. A request for a new route before that is answered 404, which Next prints as
 * a failed request and an open page's prefetch reports.
 */
async function knownToNext(nextPort: number, basePath: string, home: string, routes: string[]): Promise<void> {
  for (let tries = 0; tries < 300; tries += 1) {
    const known = devStaticRoutes(projectRoot);
    if (routes.every((route) => known.has(route))) {
      await Promise.all(routes.map((route) => servedByNext(nextPort, basePath, route)));
      return;
    }
    await servedByNext(nextPort, basePath, home);
    await new Promise((done) => setTimeout(done, 100));
  }
  console.error(`  ${new NextContractError(NEXT_ASSUMPTIONS.devStaticParams, DEV_PRERENDER_MANIFEST, `no ${routes.join(', ')} within 30 s`).message}`);
}

/**
 * Starts `next dev`; `docSearch` says whether it compiles DocSearch's dialog (`next.config.mjs`).
 * On a first start it is started before this process loads the dev site: Next's own start then
 * runs beside that loading, on the other core (when it starts otherwise: `startNext` in `main`).
 * It compiles nothing before it is asked for a page, and it is asked only through the dev server,
 * which starts once the frame is written.
 */
function runNext(nextPort: number, docSearch: boolean) {
  const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
  const child = spawn(process.execPath, [next, 'dev', '--port', String(nextPort), '--hostname', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: nextEnv(docSearch),
  });
  // Next prints its own address; the reader's address is the dev server's.
  const address = listeningNote(host, port).url.replace(/\/$/, '');
  child.stdout!.on('data', foldLines(foldNextOutput(), (text) => process.stdout.write(text.replace(/http:\/\/127\.0\.0\.1:\d+/g, address))));
  child.on('exit', (code) => process.exit(code ?? 0));
  process.on('SIGINT', () => child.kill('SIGINT'));
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  // A config this process then refuses ends it: Next goes with it.
  process.on('exit', () => child.kill('SIGTERM'));
}

async function main() {
  await ensurePortFree();
  const nextPort = await freePort();
  // The checked config comes with the dev site; whether DocSearch is on is all Next needs to start,
  // and Next keeps compiling the search button that way until a restart.
  const docSearch = Boolean(rawConfig.docSearch);
  let nextStarted = false;
  const startNext = () => {
    if (nextStarted) return;
    nextStarted = true;
    runNext(nextPort, docSearch);
  };
  // A first start needs Next at once. A start that may answer its first page from what the last
  // session kept starts Next once that page has gone out, or once the copy turns out to be for other
  // inputs (below), or on anything else asked of Next, or after 3 s: the page, and the browser
  // drawing it, do not share the two cores with Next's own start (0.5 s sooner: bench/README.md).
  const replayDir = join(projectRoot, REPLAY_DIR);
  if (!hasReplay(replayDir)) startNext();
  else setTimeout(startNext, 3_000).unref();
  const [{ createDevSite }, { startDevServer }, { contentDirFrom }, { loadRenderer }] = await Promise.all([
    import('../lib/dev/dev-site'),
    import('../lib/dev/dev-server'),
    import('../lib/site/inputs'),
    import('../lib/site/render-docs'),
  ]);
  const contentDir = contentDirFrom(process.env, projectRoot);
  const site = createDevSite({ projectRoot, contentDir });
  const started = performance.now();
  const where = relative(projectRoot, contentDir) || '.';
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  // Next starts on a frame read from the docs' front matter; a page asked for before the first
  // model is built is rendered on its own. The first model is built once Next has compiled the
  // pages and the pages asked for meanwhile have gone out: the two do not share the cores, and the
  // model, which blocks this process while it renders, does not hold up the writer's first page.
  const { docs, home } = await site.start();
  const basePath = normalizeBasePath(process.env.BASE_PATH);
  let pending = 1;
  // Next's inputs as they stand now (the frame just written included) name what the last session kept.
  const currentKey = () => replayKey(projectRoot, nextEnv(docSearch));
  const replay = openReplay(replayDir, currentKey());
  if (!replay.servesStart()) startNext();
  const server = startDevServer({ port, host, nextPort, basePath, site, searchDir: join(projectRoot, '.generated', 'dev-search-index'), busy: () => pending > 0, replay, startNext });
  const { url, note } = listeningNote(host, port, basePath);
  console.log(`Docs at ${url} — ${docs} docs from ${where}; edits show in the open page.`);
  if (note) console.log(note);
  // Until Next renders a new frame, it is still refreshing the open pages: the dev server says it
  // is busy (`/__docs/status`), so tools and tests know when a page opened is opened for good.
  let frame: string | undefined;
  const followNext = (update: DevUpdate) => {
    if (!update.frame || update.frame === frame) return;
    frame = update.frame;
    pending += 1;
    const marker = devFrameMarker(update.frame);
    // Two saves in quick succession publish two frames, and Next may render only the second.
    const superseded = () => frame !== update.frame;
    void servedByNext(nextPort, basePath, home, marker, superseded)
      .then((served) => {
        // Next serves the new frame: its pages are kept for the next start under the new inputs.
        if (served && !superseded()) server.rekeyReplay(currentKey());
        return served || superseded() || console.error(`  ${new NextContractError(NEXT_ASSUMPTIONS.devFrameProp, devPayloadRequest(siteHref(basePath, home)).url, `no ${marker} within 30 s`).message}`);
      })
      .finally(() => (pending -= 1));
  };

  const firstModel = async () => {
    await servedByNext(nextPort, basePath, home);
    server.nextLive();
    await server.quiet();
    const first = { ...(await site.rebuild()), frame: site.publishFrame() };
    printProblems(first.problems);
    console.log(`Dev site: ${site.model()?.docs.length ?? 0} docs checked (${seconds()}).`);
    server.broadcast(first);
    followNext(first);
    pending -= 1;
    // An edit renders its doc in this process: have the renderer loaded before the first one.
    void loadRenderer();
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  // Rebuilds run one after another, the first model first.
  let running: Promise<void> = firstModel().catch((error) => {
    console.error(error);
    process.exit(1);
  });
  const rebuild = () => {
    running = running.then(async () => {
      const began = performance.now();
      const update = await site.rebuild().catch((error: Error): DevUpdate => ({ version: -1, changed: [], added: [], moved: [], problems: [{ severity: 'error', text: error.message }], failed: true }));
      // A new page is announced, and linked from the sidebar, once Next serves it.
      if (update.added.length) await knownToNext(nextPort, basePath, home, update.added);
      update.frame = site.publishFrame();
      server.broadcast(update);
      followNext(update);
      if (Boolean(site.model()?.config.docSearch) !== docSearch) console.error('  DocSearch was turned on or off in site.config.ts: restart `npm run dev` for the search box to follow.');
      const summary = update.failed ? `${update.problems.length} problem(s); the pages keep their last good version` : `${update.changed.length} page(s) changed`;
      console.log(`Content changed: ${summary} (${Math.round(performance.now() - began)} ms)`);
      printProblems(update.problems);
      pending -= 1;
    });
  };
  const schedule = () => {
    if (timer === undefined) pending += 1;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      rebuild();
    }, SETTLE_MS);
  };
  // Watched from the start: a doc saved while the first model is built shows in the open page at
  // once (rendered alone), and the rebuild after that model checks it.
  watchFiles([contentDir], (path) => {
    schedule();
    void site.editEarly(path).then((update) => update && server.broadcast(update), (error: Error) => console.error(`  ${error.message}`));
  });
  // The platform's facts (`<Platform>` values, the set check) and history ("Added in") are part of
  // every render's cache key, so a rebuild shows a new value on every page that uses it.
  watchFiles([join(projectRoot, 'public'), join(projectRoot, 'sidebar.config.ts'), join(projectRoot, 'site.config.ts'), join(projectRoot, PLATFORM_FACTS_PATH), join(projectRoot, PLATFORM_HISTORY_PATH)], schedule);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
