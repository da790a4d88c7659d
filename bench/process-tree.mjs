/**
 * Runs a command and measures its whole process tree: wall time, CPU time (user + sys of every
 * descendant, from GNU time, which reads the children's rusage), the peak of the summed RSS of the
 * tree (sampled from /proc every 100 ms) and the largest single process's peak. A build that fails
 * or is killed is reported, never thrown. Linux only (/proc and /usr/bin/time).
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { constants } from 'node:os';

const TIME = '/usr/bin/time';
/** Often enough to catch a worker's peak of a few hundred ms, cheap enough (a scan of /proc is ~1 ms). */
const SAMPLE_MS = 100;
/** Marks GNU time's line in its output file: user s, sys s, max RSS of the largest reaped process (KB). */
const TIME_FORMAT = 'airy-rusage %U %S %M';

/** Child pids by parent pid, from /proc/<pid>/stat (the fourth field, after the command in parens). */
function childrenByParent() {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // exited between the listing and the read
    }
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(Number(name));
  }
  return children;
}

/** The root and every process below it. */
function processTree(root) {
  const children = childrenByParent();
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/** VmRSS in KB; 0 for a process that has exited or is a zombie (no VmRSS line). */
function rssKb(pid) {
  try {
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

const signalName = (number) => Object.keys(constants.signals).find((name) => constants.signals[name] === number) ?? `signal ${number}`;

/** What GNU time wrote: CPU seconds, the largest process's peak, and how the command ended. */
function readTimeFile(file) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const [, user, sys, maxKb] = /airy-rusage ([\d.]+) ([\d.]+) (\d+)/.exec(text) ?? [];
  const signal = /Command terminated by signal (\d+)/.exec(text)?.[1];
  const exit = /Command exited with non-zero status (\d+)/.exec(text)?.[1];
  return {
    userSeconds: user ? Number(user) : null,
    systemSeconds: sys ? Number(sys) : null,
    maxRssKb: maxKb ? Number(maxKb) : 0,
    exitCode: exit ? Number(exit) : signal ? null : 0,
    signal: signal ? signalName(Number(signal)) : null,
  };
}

/** V8's last words when a heap is full, in the main thread or a worker. */
const OUT_OF_MEMORY = /^.*(?:heap out of memory|Allocation failed|ERR_WORKER_OUT_OF_MEMORY).*$/im;

/** A failed build's status in words: out of memory when V8 or the kernel says so. */
function describeFailure({ exitCode, signal }, log) {
  const how = signal ?? `exit ${exitCode}`;
  if (OUT_OF_MEMORY.test(log)) return `out of memory (${how})`;
  if (signal === 'SIGKILL') return "killed (SIGKILL; the kernel's OOM killer if memory ran out)";
  return how;
}

/** What to show of a failed build's log: V8's out-of-memory line if any, then its last `chars` characters. */
export function failureExcerpt(file, chars = 1500) {
  const log = readFileSync(file, 'utf8');
  const fatal = OUT_OF_MEMORY.exec(log)?.[0];
  return `${fatal ? `${fatal.trim()}\n…\n` : ''}${log.slice(-chars)}`;
}

/**
 * Runs `command args` in `cwd` under GNU time, its output in `logFile`, sampling the tree's RSS.
 * Resolves with `{ status: 'ok' | <failure>, wallSeconds, cpuSeconds, peakTreeBytes, peakProcessBytes, … }`.
 */
export function measureCommand(command, args, { cwd, env, logFile }) {
  if (!existsSync(TIME)) throw new Error(`${TIME} not found: install GNU time (apt-get install time); CPU time of the whole tree needs it`);
  const timeFile = `${logFile}.rusage`;
  const log = openSync(logFile, 'w');
  const started = performance.now();
  const child = spawn(TIME, ['-o', timeFile, '-f', TIME_FORMAT, command, ...args], { cwd, env, stdio: ['ignore', log, log] });
  const processPeaks = new Map();
  let peakTreeKb = 0;
  const sample = () => {
    let total = 0;
    for (const pid of processTree(child.pid)) {
      const kb = rssKb(pid);
      total += kb;
      if (kb > (processPeaks.get(pid) ?? 0)) processPeaks.set(pid, kb);
    }
    peakTreeKb = Math.max(peakTreeKb, total);
  };
  const timer = setInterval(sample, SAMPLE_MS);
  return new Promise((resolve) => {
    child.on('close', () => {
      const wallSeconds = (performance.now() - started) / 1000;
      clearInterval(timer);
      closeSync(log);
      const rusage = readTimeFile(timeFile);
      const ok = rusage.exitCode === 0 && !rusage.signal;
      resolve({
        status: ok ? 'ok' : describeFailure(rusage, readFileSync(logFile, 'utf8')),
        exitCode: rusage.exitCode,
        signal: rusage.signal,
        wallSeconds,
        cpuSeconds: rusage.userSeconds === null ? null : Math.round((rusage.userSeconds + rusage.systemSeconds) * 100) / 100,
        userSeconds: rusage.userSeconds,
        systemSeconds: rusage.systemSeconds,
        peakTreeBytes: peakTreeKb * 1024,
        // GNU time's figure is exact for reaped processes; the samples cover any it did not reap.
        peakProcessBytes: Math.max(rusage.maxRssKb, ...processPeaks.values(), 0) * 1024,
        processesSeen: processPeaks.size,
        log: logFile,
      });
    });
  });
}
