import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { contentSecurityPolicy, policyMetaTag, scriptHash } from '../../lib/export/csp';
import { assembleNextPage, finishPage } from '../../lib/export/page';
import { readFrame } from '../../lib/next-contract';
import { siteConfig } from '../../lib/site-config';

const plain = { docSearch: undefined, analytics: {} };
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="x"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script>var l=location;</script>',
  '<script type="application/ld+json">{"@type":"WebSite"}</script>',
  '</head><body><script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script id="_R_">globalThis.x=1</script><script type="module">import("/a.js")</script></body></html>',
].join('');

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

test('finds every inline script of the page, and only those', () => {
  assert.deepEqual(readFrame(page, 'page.html', false).inlineScripts, ['var l=location;', '(self.__next_f=self.__next_f||[]).push([0])', 'globalThis.x=1', 'import("/a.js")']);
});

test('hashes a script as CSP expects: sha256 of its UTF-8 text, base64', () => {
  const expected = createHash('sha256').update('alert("é")', 'utf8').digest('base64');
  assert.equal(scriptHash('alert("é")'), `'sha256-${expected}'`);
  // printf 'var l=location;' | openssl dgst -sha256 -binary | base64
  assert.equal(scriptHash('var l=location;'), "'sha256-uf6x+Wh0IXyjmxBTy+3aqlJyPwBdW6pdA+4WjWDam+c='");
});

test('scripts run only from this origin or by hash: no unsafe-inline, no unsafe-eval', () => {
  const policy = contentSecurityPolicy(["'sha256-a'", "'sha256-b'", "'sha256-a'"], plain);
  assert.deepEqual(directive(policy, 'script-src'), ["'self'", "'sha256-a'", "'sha256-b'"]);
  assert.doesNotMatch(directive(policy, 'script-src').join(' '), /unsafe/);
  assert.deepEqual(directive(policy, 'style-src'), ["'self'", "'unsafe-inline'"]);
  assert.deepEqual(directive(policy, 'object-src'), ["'none'"]);
  assert.deepEqual(directive(policy, 'base-uri'), ["'self'"]);
  assert.deepEqual(directive(policy, 'connect-src'), ["'self'"]);
  assert.deepEqual(directive(policy, 'default-src'), ["'self'"]);
});

test('DocSearch hosts are allowed only when DocSearch is configured', () => {
  const policy = contentSecurityPolicy([], { docSearch: { appId: 'A', apiKey: 'k', indexName: 'i' }, analytics: {} });
  assert.deepEqual(directive(policy, 'connect-src'), ["'self'", 'https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io']);
  assert.deepEqual(directive(policy, 'script-src'), ["'self'"]);
  assert.doesNotMatch(contentSecurityPolicy([], plain), /algolia/);
});

test('analytics hosts are allowed only when analytics is configured', () => {
  const policy = contentSecurityPolicy([], { analytics: { gaMeasurementId: 'G-1', endpoint: 'https://stats.example.com/collect' } });
  assert.ok(directive(policy, 'script-src').includes('https://*.googletagmanager.com'));
  assert.ok(directive(policy, 'img-src').includes('https://*.google-analytics.com'));
  assert.deepEqual(directive(policy, 'connect-src'), [
    "'self'",
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://stats.example.com',
  ]);
  assert.doesNotMatch(contentSecurityPolicy([], plain), /google/);
  assert.deepEqual(directive(contentSecurityPolicy([], { analytics: { endpoint: '/collect' } }), 'connect-src'), ["'self'"]);
});

const finish = (html: string) =>
  finishPage(html, readFrame(html, 'page.html', false), {
    body: null,
    loader: '<script src="/loader.js" async=""></script>',
    policyTag: (scripts) => policyMetaTag(contentSecurityPolicy(scripts.map(scriptHash), plain)),
  });

test('the policy tag comes right after the charset, before every script, with this page\'s hashes', () => {
  const html = finish(page);
  const tag = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html);
  assert.ok(tag);
  assert.equal(html.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length, tag.index);
  assert.ok(tag.index < html.indexOf('<script'));
  const hashes = directive(tag[1].replace(/&#39;|&quot;/g, "'"), 'script-src').filter((source) => source.startsWith("'sha256-"));
  assert.deepEqual(hashes, [...new Set(readFrame(page, 'page.html', false).inlineScripts.map(scriptHash))]);
});

test('a page whose head does not open with the charset breaks a named assumption of the Next contract', () => {
  assert.throws(() => finish('<html><head><title>x</title><script src="/a.js" async=""></script></head></html>'), /Next contract "charset-meta"/);
});

test("npm run dev's page is the export's page plus its head script (hashed), the hot-reload socket and unsafe-eval", () => {
  const config = { ...siteConfig, docSearch: undefined, analytics: {} };
  const finish = { config, body: null, endpoints: false, loaderSrc: '/loader.js' };
  const built = assembleNextPage(page, 'page.html', finish).html;
  const dev = assembleNextPage(page, 'page.html', { ...finish, dev: { headScript: 'window.dev=1', connect: ['ws://localhost:3000'] } }).html;
  assert.ok(dev.includes('<script>window.dev=1</script></head>'));
  const policyOf = (html: string) => /content="([^"]+)"/.exec(html)![1].replace(/&#39;|&quot;/g, "'");
  assert.deepEqual(directive(policyOf(dev), 'script-src'), [...directive(policyOf(built), 'script-src'), scriptHash('window.dev=1'), "'unsafe-eval'"]);
  assert.deepEqual(directive(policyOf(dev), 'connect-src'), ["'self'", 'ws://localhost:3000']);
  const withoutPolicy = (html: string) => html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, '');
  assert.equal(withoutPolicy(dev).replace('<script>window.dev=1</script>', ''), withoutPolicy(built));
});

test('the policy docs (docs/content-policy.md, deploy/README.md) name every directive and every host the policy can hold', () => {
  const everything = contentSecurityPolicy(
    [],
    {
      docSearch: { appId: 'A', apiKey: 'k', indexName: 'i' },
      analytics: { gaMeasurementId: 'G-X', endpoint: 'https://stats.example.com/collect' },
      externalResources: { images: ['https://img.example.com'], media: ['https://media.example.com'], frames: ['https://frames.example.com'] },
    },
    { endpoints: true },
  );
  const fixed = everything
    .split('; ')
    .flatMap((part) => part.split(' '))
    .filter((source) => !/example\.com/.test(source));
  for (const doc of ['docs/content-policy.md', 'deploy/README.md']) {
    const text = readFileSync(doc, 'utf8');
    const missing = [...new Set(fixed)].filter((source) => !text.includes(source));
    assert.deepEqual(missing, [], `${doc} leaves out what the policy holds`);
  }
});
