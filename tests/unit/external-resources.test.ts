/**
 * The policy and the content agree (`lib/check/external-resources.ts`): what a doc loads from
 * another origin fails the content check at its place, naming the host, the directive that would
 * block it and the setting that would allow it; once `externalResources` allows it, the check
 * passes and every page's policy names the origin. An `<iframe>` in the Markdown copy is a link.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkExternalResources, originAllows } from '../../lib/check/external-resources';
import { contentSecurityPolicy } from '../../lib/export/csp';
import { formatDiagnostic } from '../../lib/diagnostics';
import { assemblePage } from '../../lib/site/model';
import { siteConfig, validateSiteConfig } from '../../lib/site-config';
import { fixture, modelOf } from './helpers/model';

const FILE = 'tests/fixtures/external-resources/index.mdx';
const refused = await modelOf(fixture('external-resources'));
const messages = refused.diagnostics.map(formatDiagnostic);

test('an external image fails the check at file:line:col, with its host, the blocking directive and the setting that allows it', () => {
  const badge = messages.find((line) => line.includes('img.shields.io'));
  assert.ok(badge, messages.join('\n'));
  assert.ok(badge.startsWith(`${FILE}:8:1: the Markdown image ![Build status](…) loads https://img.shields.io/badge/build-passing-green.svg `), `says what the writer wrote, not <img src>: ${badge}`);
  assert.match(badge, /from img\.shields\.io, which the page policy blocks \(img-src\)/);
  assert.match(badge, /externalResources: \{ images: \['https:\/\/img\.shields\.io'\] \}/);
});

test('every way content loads from another origin is checked, each by its own directive', () => {
  const expected = [
    [':10:1: <iframe src>', 'frame-src', "frames: ['https://www.youtube-nocookie.com']"],
    [':12:1: <video src>', 'media-src', "media: ['https://media.example.com']"],
    [':12:1: <video poster>', 'img-src', "images: ['https://img.example.com']"],
    [':14:10: <source srcset> loads https://cdn.example.com/a@2x.webp', 'img-src', "images: ['https://cdn.example.com']"],
    [':16:1: <div style> url()', 'img-src', "images: ['https://img.example.com']"],
    [':18:1: <Image light>', 'img-src', "images: ['https://img.example.com']"],
  ];
  for (const [place, directive, setting] of expected) {
    const line = messages.find((message) => message.startsWith(FILE + place));
    assert.ok(line, `${place} in\n${messages.join('\n')}`);
    assert.ok(line.includes(`(${directive})`) && line.includes(setting), line);
  }
  assert.ok(messages.some((line) => line.startsWith(`${FILE}:20:1: <embed src>`) && line.includes("object-src 'none'")), 'plugins are never allowed');
  assert.ok(!messages.some((line) => line.includes('data:image')), 'data: images are this site\'s');
});

test('allowed by the setting, the same content passes the check', async () => {
  const externalResources = {
    images: ['https://img.shields.io', 'https://*.example.com'],
    media: ['https://media.example.com'],
    frames: ['https://www.youtube-nocookie.com'],
  };
  const allowed = await modelOf(fixture('external-resources'), { config: { externalResources } });
  assert.deepEqual(allowed.diagnostics.map(formatDiagnostic).filter((line) => !line.includes('<embed src>')), []);
});

test('an origin matches as CSP matches it: scheme, host or subdomain wildcard, and port', () => {
  const url = (text: string) => new URL(text);
  assert.ok(originAllows('https://img.shields.io', url('https://img.shields.io/badge.svg')));
  assert.ok(!originAllows('https://img.shields.io', url('http://img.shields.io/badge.svg')));
  assert.ok(originAllows('http://img.shields.io', url('https://img.shields.io/badge.svg')), 'http: allows the secure upgrade');
  assert.ok(originAllows('https://*.example.com', url('https://cdn.example.com/a.png')));
  assert.ok(!originAllows('https://*.example.com', url('https://example.com/a.png')));
  assert.ok(!originAllows('http://localhost', url('http://localhost:8080/a.png')));
  assert.ok(originAllows('http://localhost:8080', url('http://localhost:8080/a.png')));
});

test('the setting takes origins only, and says so', () => {
  const withOrigins = (images: string[]) => () => validateSiteConfig({ ...siteConfig, externalResources: { images } });
  assert.doesNotThrow(withOrigins(['https://img.shields.io', 'https://*.example.com', 'http://localhost:4506']));
  assert.throws(withOrigins(['https://img.shields.io/badge']), /`externalResources\.images\[0\]` must be an origin/);
  assert.throws(withOrigins(['img.shields.io']), /must be an origin/);
  assert.throws(() => validateSiteConfig({ ...siteConfig, externalResources: { scripts: ['https://x.example.com'] } }), /`externalResources\.scripts` is not a setting/);
});

test('allowed origins go into the policy of every page, each in its directive', () => {
  const config = { analytics: {}, externalResources: { images: ['https://img.shields.io'], media: ['https://media.example.com'], frames: ['https://www.youtube-nocookie.com'] } };
  for (const endpoints of [false, true]) {
    const policy = contentSecurityPolicy([], config, { endpoints });
    assert.match(policy, /img-src 'self' data: https:\/\/img\.shields\.io;/);
    assert.match(policy, /media-src 'self' https:\/\/media\.example\.com;/);
    assert.match(policy, /frame-src 'self' https:\/\/www\.youtube-nocookie\.com;/);
  }
  assert.doesNotMatch(contentSecurityPolicy([], { analytics: {} }), /media-src|frame-src/, 'no setting, no directive: default-src covers them');
});

test('the check reads only other origins: site paths and data: are left to the link and image checks', () => {
  const resources = [
    { url: '/img/a.png', kind: 'images' as const, from: '<img src>' },
    { url: 'data:image/png;base64,AA', kind: 'images' as const, from: '<img src>' },
    { url: '//img.shields.io/a.svg', kind: 'images' as const, from: '<img src>', line: 3, column: 1 },
  ];
  const problems = checkExternalResources({ file: 'content/x.mdx' }, resources, {});
  assert.equal(problems.length, 1);
  assert.equal(problems[0].line, 3);
  assert.match(problems[0].hint ?? '', /https:\/\/img\.shields\.io/);
});

test('an <iframe> in the Markdown copy becomes a link to the embedded page, named by its title', () => {
  const markdown = assemblePage(refused.rendered, 'index').markdown;
  assert.match(markdown, /^\[A talk about Airy\]\(https:\/\/www\.youtube-nocookie\.com\/embed\/abc\)$/m);
  assert.doesNotMatch(markdown, /<iframe/);
});
