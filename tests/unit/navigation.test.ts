import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decideClick, shouldSkipPrefetch, type ClickInfo } from '../../lib/navigation';
import { bodyFileIn, chunkUrlsIn, isPayloadText, payloadFileOfRouterRequest } from '../../lib/next-contract/payload';
import { bodyUrlOfPage, payloadUrlOfPage } from '../../lib/urls';

test('payload files sit in the page folder', () => {
  assert.equal(payloadUrlOfPage('/cli/usage/'), '/cli/usage/index.txt');
  assert.equal(payloadUrlOfPage('/cli/usage'), '/cli/usage/index.txt');
  assert.equal(payloadUrlOfPage('/'), '/index.txt');
});

test('recognises the router requests, including the base-path root quirk', () => {
  assert.equal(payloadFileOfRouterRequest(new URL('http://h/a/b/index.txt?_rsc=x')), '/a/b/index.txt');
  assert.equal(payloadFileOfRouterRequest(new URL('http://h/docs/core.txt?_rsc=x')), '/docs/core/index.txt');
  assert.equal(payloadFileOfRouterRequest(new URL('http://h/a/b/index.txt')), null);
  assert.equal(payloadFileOfRouterRequest(new URL('http://h/llms.txt?x')), null);
});

test('tells a payload from an HTML page sent with status 200', () => {
  assert.equal(isPayloadText('1:"$Sreact.fragment"\n0:{}'), true);
  assert.equal(isPayloadText('<!DOCTYPE html><html>'), false);
  assert.equal(isPayloadText('  <html>'), false);
});

test('finds the body file a doc page\'s payload names, next to the page', () => {
  assert.equal(bodyFileIn('1:["$","div",null,{"bodySrc":"index.body.txt","x":1}]'), 'index.body.txt');
  assert.equal(bodyFileIn('1:["$","div",null,{}]'), null);
  assert.equal(bodyUrlOfPage('/docs/core/cli/usage/', 'index.body.txt'), '/docs/core/cli/usage/index.body.txt');
  assert.equal(bodyUrlOfPage('/docs/core', 'index.body.txt'), '/docs/core/index.body.txt');
});

test('finds the script chunks a payload needs', () => {
  const payload = '2:"/_next/static/chunks/abc.js"\n3:I[1,["/docs/core/_next/static/chunks/d-e.js","$2"],"X"]\n:HL["/_next/static/chunks/x.css","style"]';
  assert.deepEqual(chunkUrlsIn(payload), ['/_next/static/chunks/abc.js', '/docs/core/_next/static/chunks/d-e.js']);
});

test('skips prefetch on 2g-class connections or with data saving, each alone', () => {
  assert.equal(shouldSkipPrefetch(undefined), false);
  assert.equal(shouldSkipPrefetch({ effectiveType: '4g', saveData: false }), false);
  assert.equal(shouldSkipPrefetch({ effectiveType: 'slow-2g', saveData: true }), true);
  assert.equal(shouldSkipPrefetch({ effectiveType: '2g' }), true);
  assert.equal(shouldSkipPrefetch({ effectiveType: '3g', saveData: true }), true);
});

const base: ClickInfo = {
  button: 0,
  modified: false,
  defaultPrevented: false,
  target: null,
  download: false,
  toggle: false,
  href: new URL('http://h/cli/usage/'),
  current: new URL('http://h/cli/introduction/'),
  basePath: '/',
};

test('takes plain clicks on internal links to other pages', () => {
  assert.equal(decideClick(base), 'navigate');
  assert.equal(decideClick({ ...base, href: new URL('http://h/cli/usage/#flags') }), 'navigate');
});

test('leaves modified, new-tab, external, hash-only and file clicks to the browser', () => {
  assert.equal(decideClick({ ...base, modified: true }), 'browser');
  assert.equal(decideClick({ ...base, button: 1 }), 'browser');
  assert.equal(decideClick({ ...base, target: '_blank' }), 'browser');
  assert.equal(decideClick({ ...base, download: true }), 'browser');
  assert.equal(decideClick({ ...base, href: new URL('https://github.com/airyhq/airy') }), 'browser');
  assert.equal(decideClick({ ...base, href: new URL('http://h/cli/introduction/#install') }), 'browser');
  assert.equal(decideClick({ ...base, href: new URL('http://h/llms.txt') }), 'browser');
  assert.equal(decideClick({ ...base, basePath: '/docs/core/' }), 'browser');
});

test('leaves a link that opens something in place (a sidebar category) to its own handler', () => {
  assert.equal(decideClick({ ...base, toggle: true }), 'browser');
});
