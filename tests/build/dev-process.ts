/** `npm run dev` as the dev-server tests start it: on a free port, in its own process group, its terminal kept. */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { buildEnv } from './build-env';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A running `npm run dev`: where it answers, what it printed so far, and how to stop it. */
export interface DevProcess {
  origin: string;
  /** Everything it printed to stdout so far. */
  printed: () => string;
  /** Stops it; resolves once its process has ended. */
  stop: () => Promise<void>;
}

/** The dev server's `/__docs/status`: the content version it shows, and whether a rebuild or Next's refresh is under way. */
export async function devStatus(origin: string): Promise<{ version: number; busy: boolean } | null> {
  try {
    return (await (await fetch(`${origin}/__docs/status`)).json()) as { version: number; busy: boolean };
  } catch {
    return null;
  }
}

/** Resolves once the dev server shows at least content version `version` and is not busy (Next serves its frame). */
export async function devSettled(origin: string, version = 1): Promise<void> {
  for (let tries = 0; tries < 1200; tries += 1) {
    const status = await devStatus(origin);
    if (status && status.version >= version && !status.busy) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`npm run dev did not reach content version ${version} within 5 minutes`);
}

/**
 * Starts `npm run dev` on `contentDir` and, unless `settle` is false, waits until its first model
 * is built and Next serves its frame.
 */
export async function startDev(contentDir: string, { settle = true } = {}): Promise<DevProcess> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const env = buildEnv({ DOCS_CONTENT_DIR: contentDir, BASE_PATH: '', NODE_ENV: 'development' });
  const dev = spawn(process.execPath, ['scripts/run.mjs', 'scripts/dev.ts', '--port', String(port)], { env, detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
  let printed = '';
  dev.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const ended = new Promise<void>((resolve) => dev.once('exit', () => resolve()));
  if (settle) await devSettled(origin);
  return {
    origin,
    printed: () => printed,
    stop: async () => {
      if (dev.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
      await ended;
    },
  };
}
