/**
 * The inline script that starts a page's JavaScript once its content is on screen.
 *
 * Next writes its chunks as `<script async>` tags in `<head>`. On a fast connection they arrive
 * and run before the browser's first style and layout of a long page, so the first paint waits
 * for React, and Lighthouse counts every script in its simulated slow-network paint. The
 * post-build step (`lib/postbuild/defer-scripts.ts`) replaces those tags with this loader, which
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

/**
 * The loader for `sources` (script URLs, base path included). It uses no animation frame and no
 * timer on its main path, so a page under a paused test clock still starts. Browsers without
 * paint timing wait only for `load`; a background tab, which reports no paint, starts at `load`;
 * and the fallback delay after `load` bounds every other case.
 */
export function scriptLoader(sources: string[]): string {
  return [
    '(function(s){',
    'var d=document,r=d.documentElement,started=0,painted=0,loaded=0,held=null;',
    'function start(){if(started)return;started=1;',
    "s.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=true;d.head.appendChild(e)})}",
    'function ready(){if(painted&&loaded)start()}',
    "var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)painted=1;",
    "else new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();painted=1;ready()}}).observe({type:'paint',buffered:true});",
    "addEventListener('load',function(){loaded=1;if(d.hidden)painted=1;ready();",
    `setTimeout(start,${SCRIPT_START_FALLBACK_MS})});`,
    "['pointerdown','touchstart','keydown'].forEach(function(t){addEventListener(t,start,{capture:true,passive:true})});",
    `function live(){return r.hasAttribute('${HYDRATED_ATTRIBUTE}')}`,
    'function hold(e){if(live())return;',
    "var b=e.target&&e.target.closest&&e.target.closest('button');",
    'if(!b||b.form||b.disabled)return;e.preventDefault();e.stopPropagation();held=b;start()}',
    "d.addEventListener('click',hold,true);",
    'new MutationObserver(function(m,o){if(!live())return;o.disconnect();',
    "d.removeEventListener('click',hold,true);if(held&&held.isConnected)held.click();held=null})",
    `.observe(r,{attributes:true,attributeFilter:['${HYDRATED_ATTRIBUTE}']});`,
    `})(${JSON.stringify(sources)})`,
  ].join('');
}
