/**
 * `npm run dev` only: a small script the dev server puts at the end of each doc page's `<head>`.
 * It listens to the dev server's events from the moment the page is parsed. The page's own
 * listener (`components/dev/DevUpdates.tsx`) starts only after a few hundred milliseconds of
 * development chunks; a save made before that shows at once: this script fetches the new body
 * and puts it in the body's slot (React, when it hydrates, reads the body from there), and tells
 * a body already live to load itself again. Title, sidebar and the rest follow once the page's
 * scripts run. `DevUpdates` takes the event stream and what was seen over when it mounts. Both
 * load the page again on the stream's reload event.
 */
import { BODY_CHANGED_EVENT, DEV_RELOAD_EVENT, DOC_BODY_ATTRIBUTE } from '../constants';
import type { DevUpdate } from './dev-site';

/** The global the script leaves its state in, for `DevUpdates` to take over. */
export const EARLY_DEV_GLOBAL = '__docsDevEarly';

/** What the early listener leaves behind. */
export interface EarlyDevState {
  /** The open event stream, until `DevUpdates` takes it. */
  events: EventSource | null;
  /** The newest content version this page shows. */
  seen: number;
  /** The last update received (its problems are shown once `DevUpdates` mounts). */
  last: DevUpdate | null;
}

/** The state the early listener left, if the dev server put it in the page. */
export function earlyDevState(): EarlyDevState | null {
  return ((window as unknown as Record<string, EarlyDevState | undefined>)[EARLY_DEV_GLOBAL]) ?? null;
}

export interface EarlyUpdatesOptions {
  /** The dev server's event stream, under the base path. */
  eventsUrl: string;
  /** The page's route (`/cli/usage`). */
  route: string;
  /** The page's body URL. */
  bodySrc: string;
  /** The content version the page was served with. */
  version: number;
}

/** The inline script (no `<script>` tag). */
export function earlyUpdatesScript({ eventsUrl, route, bodySrc, version }: EarlyUpdatesOptions): string {
  // JSON with `<` escaped, so no value can close the script element.
  const value = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
  return `(function(){var s=window[${value(EARLY_DEV_GLOBAL)}]={seen:${value(version)},last:null,events:new EventSource(${value(eventsUrl)})};
var route=${value(route)},src=${value(bodySrc)};
s.events.addEventListener(${value(DEV_RELOAD_EVENT)},function(){location.reload()});
s.events.onmessage=function(m){var u=JSON.parse(m.data);s.last=u;if(u.version<=s.seen)return;
if(u.moved.some(function(e){return e.from===route}))return;
var missed=u.version>s.seen+1;s.seen=u.version;if(!missed&&u.changed.indexOf(route)<0)return;
fetch(src,{cache:'no-store'}).then(function(r){return r.ok?r.text():null}).then(function(html){if(html===null)return;
var slot=document.querySelector('[${DOC_BODY_ATTRIBUTE}]');if(slot)slot.innerHTML=html;
window.dispatchEvent(new CustomEvent(${value(BODY_CHANGED_EVENT)},{detail:src}));},function(){});};})();`;
}
