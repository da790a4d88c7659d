'use client';
/**
 * `npm run dev` only: the banner over the bottom of the page that lists the content's problems,
 * each line with its severity (errors and warnings told apart by word and colour), and says when
 * the page's doc was deleted or moved. It can be closed, leaving a small button in the corner to
 * open it again; it opens by itself when what it shows changes, so a new problem is never missed
 * and a closed banner never hides the page for good.
 */
import { useState } from 'react';
import type { DevProblem } from '@/lib/dev/dev-site';
import { siteHref } from '@/lib/urls';

interface DevBannerProps {
  basePath: string;
  problems: DevProblem[];
  /** Where the page's doc went (`to: null`: deleted), or null. */
  gone: { from: string; to: string | null } | null;
}

/** `1 error`, `2 warnings`. */
function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The banner's first line: how many errors and warnings, and what errors mean for the pages. */
function summaryOf(errors: number, warnings: number): string {
  const counts = [errors ? counted(errors, 'error') : '', warnings ? counted(warnings, 'warning') : ''].filter(Boolean).join(' and ');
  if (!errors) return `${counts} in the content:`;
  return `${counts} in the content: pages show their last good version until ${errors === 1 ? 'the error is' : 'the errors are'} fixed.`;
}

function GoneNotice({ basePath, gone }: { basePath: string; gone: NonNullable<DevBannerProps['gone']> }) {
  return (
    <p role="alert">
      {gone.to ? (
        <>
          This page moved to <a href={siteHref(basePath, gone.to)}>{gone.to}</a>.
        </>
      ) : (
        <>This page&apos;s doc was deleted.</>
      )}
    </p>
  );
}

export default function DevBanner({ basePath, problems, gone }: DevBannerProps) {
  // What the banner showed when it was closed: anything else opens it again.
  const shown = JSON.stringify([gone, problems]);
  const [closedAt, setClosedAt] = useState<string | null>(null);
  if (!problems.length && !gone) return null;
  if (closedAt === shown) {
    const what = problems.length ? counted(problems.length, 'content problem') : 'page notice';
    const failed = problems.some((problem) => problem.severity === 'error');
    return (
      <button type="button" className="dev-updates-reopen" data-failed={failed || undefined} onClick={() => setClosedAt(null)}>
        Show {what}
      </button>
    );
  }
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  return (
    <aside className="dev-updates" aria-label="Content problems" data-failed={errors > 0 || undefined}>
      <button type="button" className="dev-updates-close" aria-label="Close" onClick={() => setClosedAt(shown)}>
        ×
      </button>
      {gone ? <GoneNotice basePath={basePath} gone={gone} /> : null}
      {problems.length ? (
        <>
          <p className="dev-updates-title" role={errors ? 'alert' : 'status'}>
            {summaryOf(errors, problems.length - errors)}
          </p>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.severity} ${problem.text}`} data-severity={problem.severity}>
                <strong className="dev-updates-severity">{problem.severity === 'error' ? 'Error' : 'Warning'}</strong> <code>{problem.text}</code>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </aside>
  );
}
