/**
 * What `npm run dev` watches, through chokidar: every save however an editor makes it (written in
 * place, a new file renamed over the old one, deleted and created again) and folders moved in or
 * out. Node's own `fs.watch(dir, { recursive: true })` on Linux (Node 20) watches each file's inode:
 * after one rename-over save it never reported that file again.
 */
import { watch } from 'chokidar';

/**
 * Calls `onChange` with the absolute path of each file or folder added, changed or removed at or
 * under `paths` (folders, or files that need not exist yet).
 */
export function watchFiles(paths: string[], onChange: (path: string) => void): { close: () => Promise<void> } {
  const watcher = watch(paths, { ignoreInitial: true });
  watcher.on('all', (_event, path) => onChange(path));
  watcher.on('error', (error) => console.error(`  Watching for saves failed: ${(error as Error).message} — restart \`npm run dev\``));
  return { close: () => watcher.close() };
}
