'use client';
/**
 * `npm run dev` only: listens to the dev server (`lib/dev/dev-server.ts`). After an edit the open
 * page updates itself — its body in place, then title, sidebar and the rest through Next's own
 * refresh — without a reload, so scroll position and page state stay. Next refreshes the page
 * itself when the frame's version module changes; this page never asks for a refresh of its own:
 * two at once can make Next reload the page, and Next's dev server answers a plain refresh from
 * its cache, with the old frame. Problems in the content show in a banner (`DevBanner.tsx`) with
 * the same `file:line:col: message — hint` lines as the terminal, until fixed; a page whose doc
 * was deleted or moved says so and links to where it went. A `site.config.ts` edit that changes the
 * pages' policy loads the page again, which is the one way a browser takes a new policy; so does
 * the dev server's reload event.
 */
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { BODY_CHANGED_EVENT, DEV_EVENTS_PATH, DEV_RELOAD_EVENT } from '@/lib/constants';
import { earlyDevState } from '@/lib/dev/early-updates';
import type { DevProblem, DevUpdate } from '@/lib/dev/dev-site';
import { bodyUrl, fileUrl, pathBelowBase, routeOfPath } from '@/lib/urls';
import DevBanner from './DevBanner';

export default function DevUpdates({ basePath }: { basePath: string }) {
  const pathname = usePathname();
  const [problems, setProblems] = useState<DevProblem[]>([]);
  const [gone, setGone] = useState<{ from: string; to: string | null } | null>(null);

  useEffect(() => setGone(null), [pathname]);

  useEffect(() => {
    // The listener the dev server put in the page's head (lib/dev/early-updates.ts) may have
    // shown a save already: take its stream and what it saw. React's strict mode runs this effect
    // twice in dev; the second run opens a stream of its own.
    const early = earlyDevState();
    const events = early?.events ?? new EventSource(fileUrl(basePath, DEV_EVENTS_PATH));
    if (early) early.events = null;
    // The content version the page shows (served with it): a save between serving it and this
    // listener starting is caught up on the first event. A page without it takes the first event's.
    let seen = early?.seen ?? null;
    const onUpdate = (update: DevUpdate) => {
      setProblems(update.problems);
      if (seen === null) seen = update.version;
      if (update.version <= seen) return;
      // More than one rebuild since the page's version: this update's list of changes is not all of them.
      const missed = update.version > seen + 1;
      seen = update.version;
      if (early) early.seen = seen;
      // The browser keeps the policy the page was loaded with: a new one needs a new load.
      if (update.policyChanged) return window.location.reload();
      const route = routeOfPath(pathBelowBase(basePath, window.location.pathname) ?? '');
      const move = update.moved.find((entry) => entry.from === route);
      if (move) return setGone(move);
      if (missed || update.changed.includes(route)) window.dispatchEvent(new CustomEvent(BODY_CHANGED_EVENT, { detail: bodyUrl(basePath, route) }));
    };
    events.onmessage = (message) => onUpdate(JSON.parse(message.data) as DevUpdate);
    // A page from the last session's replay whose files Next now names otherwise (lib/dev/replay.ts).
    events.addEventListener(DEV_RELOAD_EVENT, () => window.location.reload());
    if (early?.last) onUpdate(early.last);
    return () => events.close();
  }, [basePath]);

  return <DevBanner basePath={basePath} problems={problems} gone={gone} />;
}
