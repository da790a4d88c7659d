/**
 * The script that starts a page's JavaScript once its content is on screen.
 *
 * Next writes its chunks as `<script async>` tags in `<head>`. On a fast connection they arrive
 * and run before the browser's first style and layout of a long page, so the first paint waits
 * for React, and Lighthouse counts every script in its simulated slow-network paint. The
 * export pass (`lib/export/defer-scripts.ts`) replaces those tags with this loader, which
 * adds the same scripts, in the same order, once the first contentful paint has been reported and
 * the `load` event has fired (so a lead image is in too). Until then the page is plain HTML: it
 * reads, scrolls and follows links as it does with JavaScript off.
 *
 * A reader who acts first is not kept waiting and loses nothing: a pointer, touch or key starts
 * the scripts at once, and a press on a button (theme, sidebar, search…) before they run is held
 * and repeated once the page listens (`data-hydrated` on `<html>`, set by `PageEnhancements`).
 * Links are left alone: before the scripts run they load the next page the plain way.
 */
import { HYDRATED_ATTRIBUTE, SCRIPT_START_FALLBACK_MS } from './constants';

/** The attribute of the loader's own tag that lists the scripts to add, separated by spaces. */
export const LOADER_SOURCES_ATTRIBUTE = 'data-scripts';

/**
 * The loader, a small file of its own (cached with the chunks), so pages do not carry it
 * in their HTML. It reads its list from its tag's `data-scripts`. It uses no animation frame and
 * no timer on its main path, so a page under a paused test clock still starts. Browsers without
 * paint timing wait only for `load`; a background tab, which reports no paint, starts at `load`;
 * and the fallback delay after `load` bounds every other case.
 *
 * Short names, as it is written by hand: s: sources, d: document, r: <html>, g: started,
 * p: painted, l: loaded, h: the held button, S: start, R: start when ready, L: hydrated yet?,
 * H: the click holder.
 */
export const SCRIPT_LOADER = [
  `(s=>{let d=document,r=d.documentElement,g=0,p=0,l=0,h,`,
  "S=()=>{g||(g=1,s.forEach(u=>{let e=d.createElement('script');e.src=u;e.async=!0;d.head.append(e)}))},",
  'R=()=>p&&l&&S(),',
  `L=()=>r.hasAttribute('${HYDRATED_ATTRIBUTE}'),`,
  "H=e=>{let b=!L()&&e.target.closest?.('button');b&&!b.form&&!b.disabled&&(e.preventDefault(),e.stopPropagation(),h=b,S())},",
  'P=window.PerformanceObserver;',
  "P&&P.supportedEntryTypes?.includes('paint')?new P((e,o)=>{e.getEntriesByName('first-contentful-paint').length&&(o.disconnect(),p=1,R())}).observe({type:'paint',buffered:!0}):p=1;",
  `addEventListener('load',()=>{l=1;d.hidden&&(p=1);R();setTimeout(S,${SCRIPT_START_FALLBACK_MS})});`,
  "['pointerdown','touchstart','keydown'].map(t=>addEventListener(t,S,{capture:!0,passive:!0}));",
  "d.addEventListener('click',H,!0);",
  "new MutationObserver((m,o)=>{L()&&(o.disconnect(),d.removeEventListener('click',H,!0),h?.isConnected&&h.click(),h=0)})",
  `.observe(r,{attributes:!0,attributeFilter:['${HYDRATED_ATTRIBUTE}']})`,
  `})(document.currentScript.getAttribute('${LOADER_SOURCES_ATTRIBUTE}').split(' '))`,
].join('');
