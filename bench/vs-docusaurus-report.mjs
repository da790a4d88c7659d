/** The Markdown table of `vs-docusaurus.mjs`: one row per engine and N, and the ratio ours ÷ Docusaurus. */
import { kb } from './lib.mjs';

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each column: its heading, how to read it from a summary, and how to print it. */
const COLUMNS = [
  ['Build (wall)', (s) => s.wallSeconds, (v) => `${v.toFixed(1)} s`],
  ['CPU (user + sys)', (s) => s.cpuSeconds, (v) => `${v.toFixed(1)} s`],
  ['Peak RSS, process tree', (s) => s.peakTreeBytes, (v) => `${(v / 1024 ** 3).toFixed(2)} GB`],
  ['Peak RSS, largest process', (s) => s.peakProcessBytes, (v) => `${(v / 1024 ** 3).toFixed(2)} GB`],
  ['Output', (s) => s.output?.bytes, (v) => `${(v / 1024 ** 2).toFixed(1)} MB`],
  ['JS in the HTML (gzip)', (s) => s.jsDeclared?.gzip, kb],
  ['JS loaded, Chromium (gzip)', (s) => s.jsLoaded?.gzip, kb],
];

const cells = (summary) => COLUMNS.map(([, read, print]) => {
  const value = read(summary);
  return value === null || value === undefined ? '–' : print(value);
});

/** Ours ÷ theirs per column; none when a build failed (its figures say how far it got). */
const ratios = (ours, theirs) => COLUMNS.map(([, read]) => {
  const [a, b] = [read(ours), read(theirs)];
  if (ours.status !== 'ok' || theirs.status !== 'ok') return '–';
  return a && b ? (a / b).toFixed(2) : '–';
});

/** A summary's row; a failure (exit code, signal, out of memory) is named, with how far the build got. */
const row = (pages, engine, summary) => {
  const status = summary.status === 'ok' ? '' : ` (**${summary.status}**)`;
  return `| ${pages} | ${engine}${status} | ${cells(summary).join(' | ')} |`;
};

/** The whole table for a report of `vs-docusaurus.mjs`. */
export function formatTable({ results, floor, versions }) {
  const lines = [
    `| Pages | Engine | ${COLUMNS.map(([heading]) => heading).join(' | ')} |`,
    `| --- | --- | ${COLUMNS.map(() => '---').join(' | ')} |`,
  ];
  for (const { pages, ours, docusaurus } of results) {
    const label = pages.toLocaleString('en');
    lines.push(row(label, 'ours', ours));
    lines.push(row(label, `Docusaurus ${versions.docusaurus} Faster`, docusaurus));
    lines.push(`| ${label} | **ours ÷ Docusaurus** | ${ratios(ours, docusaurus).join(' | ')} |`);
  }
  if (floor) lines.push(row('1', `floor: bare Next ${versions.next} export`, floor));
  return lines.join('\n');
}
