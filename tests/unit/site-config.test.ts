import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Navbar } from '../../components/Navbar';
import { siteConfig, validateSiteConfig } from '../../lib/site-config';

const withField = (change: object) => ({ ...siteConfig, ...change });

test('the shipped site.config.ts is valid', () => {
  assert.doesNotThrow(() => validateSiteConfig(siteConfig));
});

test('a wrong field is named, with what is expected', () => {
  assert.throws(() => validateSiteConfig(withField({ hideableSidebar: 'yes' })), /`hideableSidebar` expected boolean, received string/);
  assert.throws(() => validateSiteConfig(withField({ url: 'airy.co' })), /`url` must be an absolute http\(s\) URL/);
  assert.throws(() => validateSiteConfig(withField({ navbar: { items: [{ label: 'X', href: '/x', position: 'middle' }] } })), /`navbar\.items\[0\]\.position`/);
  assert.throws(() => validateSiteConfig(withField({ tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 2 } })), /`tableOfContents` `minHeadingLevel` must not be above `maxHeadingLevel`/);
  assert.throws(() => validateSiteConfig(withField({ titel: 'typo' })), /`titel` is not a setting \(a typo\?\)/);
  const { title: _title, ...withoutTitle } = siteConfig;
  assert.throws(() => validateSiteConfig(withoutTitle), /`title` is missing: expected string/);
});

test('every problem is listed at once', () => {
  assert.throws(
    () => validateSiteConfig(withField({ locale: '', hideableSidebar: 1 })),
    (error: Error) => error.message.includes('`locale`') && error.message.includes('`hideableSidebar`'),
  );
});

test("docsRouteBasePath accepts only '/', and says to use basePath instead", () => {
  assert.equal(validateSiteConfig(siteConfig).docsRouteBasePath, '/');
  assert.throws(() => validateSiteConfig(withField({ docsRouteBasePath: '/docs/' })), /`docsRouteBasePath` must be '\/': docs are served at the site root .* with `basePath` instead/);
});

test('an icon-only navbar link needs an accessible name', () => {
  const item = { label: '', href: 'https://github.com/airyhq/airy', position: 'right', icon: 'github' };
  assert.throws(() => validateSiteConfig(withField({ navbar: { items: [item] } })), /needs an `ariaLabel`/);
  assert.doesNotThrow(() => validateSiteConfig(withField({ navbar: { items: [{ ...item, ariaLabel: 'GitHub' }] } })));
});

test('the base path is normalised and an analytics id must look like one', () => {
  assert.equal(validateSiteConfig(withField({ basePath: 'docs/core' })).basePath, '/docs/core/');
  assert.throws(() => validateSiteConfig(withField({ analytics: { gaMeasurementId: 'UA-1' } })), /`analytics\.gaMeasurementId` must look like G-XXXXXXX/);
});

test('colorMode.disableSwitch removes the light/dark switch from the navbar', () => {
  const navbar = (themeSwitch: boolean) => renderToStaticMarkup(createElement(Navbar, { title: 'T', items: [], search: null, themeSwitch, home: '/' }));
  assert.match(navbar(true), /theme-toggle|aria-label="Switch between dark and light mode/i);
  assert.doesNotMatch(navbar(false), /theme-toggle|Switch between dark and light mode/i);
});
