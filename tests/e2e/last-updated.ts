/**
 * The "Last updated" date a doc should show, worked out the way the build does it (front matter,
 * else the file's last commit; in a shallow clone, none for files last changed at its boundary),
 * so the tests expect the same on a full clone, a shallow one, or without git.
 */
import { join } from 'node:path';
import { loadContent } from '../../lib/content';
import { lastUpdatedFor, readGitDates } from '../../lib/last-updated';

const root = process.cwd();
let dates: Map<string, number | null> | null = null;

/** Expected last-updated time (ms) of every doc by route, or null where none is shown. */
export function expectedLastUpdated(): Map<string, number | null> {
  if (dates) return dates;
  const git = readGitDates(root, 'content');
  const { docs } = loadContent(join(root, 'content'), root, false);
  // Partials (`_` files and folders) are no page, so they show no date.
  const pages = docs.filter((doc) => !doc.partial);
  dates = new Map(pages.map((doc) => [doc.route, lastUpdatedFor(doc.frontMatter.last_update?.date, git.dates.get(doc.file))]));
  return dates;
}
