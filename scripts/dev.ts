/**
 * `npm run dev`: one long-lived process. It starts `next dev` on a private port, writes a frame
 * from the docs' front matter, starts the dev server (`lib/dev/dev-server.ts`) in front of Next on
 * the public port, then builds the site model (drafts included; a page asked for meanwhile is
 * rendered alone), and on every change under the content folder, `public/`, `sidebar.config.ts` or `site.config.ts`
 * rebuilds the model (rendering only what changed) and tells the open pages, which update
 * themselves and show any problem. Bad content never stops it.
 *
 *   node --import tsx scripts/dev.ts [--port 3000]
 *
 * `npm run dev` runs it bundled by `scripts/run.mjs`, which starts sooner.
 */
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { basename, join, relative } from 'node:path';
import type { DevUpdate } from '../lib/dev/dev-site';
import { devPayloadRequest } from '../lib/next-contract';
import { nextEnv } from '../lib/next-env';
import { normalizeBasePath, siteHref } from '../lib/urls';
import { PLATFORM_FACTS_PATH } from '../lib/platform/facts';
import rawConfig from '../site.config';

const projectRoot = process.cwd();
const argument = (name: string) => process.argv[process.argv.indexOf(`--${name}`) + 1];
const port = Number(process.argv.includes('--port') ? argument('port') : (process.env.PORT ?? 3000));
/** Rebuilds wait this long after the last file event, so one save of several files is one rebuild. */
const SETTLE_MS = 30;

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
      .listen(port, () => probe.close(() => resolve()));
  });
}

/**
 * Waits until `next dev` answers a route's payload request, up to 30 s, with `shows` in it when
 * given: Next sees a new page a moment after the frame changes, and on a busy machine that moment
 * took more than 5 s (a new page announced before Next served it could not be opened from its
 * sidebar link).
 */
async function servedByNext(nextPort: number, basePath: string, route: string, shows?: string): Promise<void> {
  const { url, headers } = devPayloadRequest(siteHref(basePath, route));
  for (let tries = 0; tries < 300; tries += 1) {
    try {
      const answer = await fetch(`http://127.0.0.1:${nextPort}${url}`, { headers });
      if (answer.ok && (shows === undefined || (await answer.text()).includes(shows))) return;
    } catch {
      // Next is restarting its compile; try again.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

/**
 * Starts `next dev`; `docSearch` says whether it compiles DocSearch's dialog (`next.config.mjs`).
 * It is started before this process loads the dev site: Next's own start (about 0.4 s) then runs
 * beside that loading, on the other core. It compiles nothing before it is asked for a page, and
 * it is asked only through the dev server, which starts once the frame is written.
 */
function startNext(nextPort: number, docSearch: boolean) {
  const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
  const child = spawn(process.execPath, [next, 'dev', '--port', String(nextPort), '--hostname', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: nextEnv(docSearch),
  });
  // Next prints its own address; the reader's address is the dev server's.
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = chunk.toString().replace(/http:\/\/127\.0\.0\.1:\d+/g, `http://localhost:${port}`);
    process.stdout.write(text);
  });
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
  startNext(nextPort, docSearch);
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
  const server = startDevServer({ port, nextPort, basePath, site, searchDir: join(projectRoot, '.generated', 'dev-search-index'), busy: () => pending > 0 });
  console.log(`Docs at http://localhost:${port}${basePath} — ${docs} docs from ${where}; edits show in the open page.`);
  // Until Next renders a new frame, it is still refreshing the open pages: the dev server says it
  // is busy (`/__docs/status`), so tools and tests know when a page opened is opened for good.
  let frame: string | undefined;
  const followNext = (update: DevUpdate) => {
    if (!update.frame || update.frame === frame) return;
    frame = update.frame;
    pending += 1;
    void servedByNext(nextPort, basePath, home, `"data-dev-frame":"${update.frame}"`).finally(() => (pending -= 1));
  };

  const firstModel = async () => {
    await servedByNext(nextPort, basePath, home);
    await server.quiet();
    const first = { ...(await site.rebuild()), frame: site.publishFrame() };
    for (const line of first.problems) console.error(`  ${line}`);
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
      const update = await site.rebuild().catch((error: Error): DevUpdate => ({ version: -1, changed: [], added: [], moved: [], problems: [error.message], failed: true }));
      // A new page is announced, and linked from the sidebar, once Next serves it (it sees the new
      // frame a moment after the write).
      await Promise.all(update.added.map((route) => servedByNext(nextPort, basePath, route)));
      update.frame = site.publishFrame();
      server.broadcast(update);
      followNext(update);
      if (Boolean(site.model()?.config.docSearch) !== docSearch) console.error('  DocSearch was turned on or off in site.config.ts: restart `npm run dev` for the search box to follow.');
      const summary = update.failed ? `${update.problems.length} problem(s); the pages keep their last good version` : `${update.changed.length} page(s) changed`;
      console.log(`Content changed: ${summary} (${Math.round(performance.now() - began)} ms)`);
      for (const line of update.problems) console.error(`  ${line}`);
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
  watch(contentDir, { recursive: true }, (_event, name) => {
    schedule();
    if (name) void site.editEarly(join(contentDir, String(name))).then((update) => update && server.broadcast(update), (error: Error) => console.error(`  ${error.message}`));
  });
  if (existsSync(join(projectRoot, 'public'))) watch(join(projectRoot, 'public'), { recursive: true }, schedule);
  // The platform's facts (`<Platform>` values, the set check): each render job reads them afresh,
  // and they are part of every render's cache key, so a rebuild shows the new values on every page.
  watch(join(projectRoot, PLATFORM_FACTS_PATH, '..'), (_event, name) => {
    if (name && basename(PLATFORM_FACTS_PATH) === String(name)) schedule();
  });
  // The config files through their folder: an editor that saves by writing a new file and renaming
  // it over the old one leaves a watch on the file itself listening to the old file.
  const configFiles = new Set(['sidebar.config.ts', 'site.config.ts']);
  watch(projectRoot, (_event, name) => {
    if (name && configFiles.has(String(name))) schedule();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
