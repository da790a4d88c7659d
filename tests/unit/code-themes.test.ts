import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { CODE_THEMES } from '../../lib/code-themes';
import { validateSiteConfig } from '../../lib/site-config';
import { siteConfig } from '../../lib/site-config';

const css = readFileSync('app/styles/prism.css', 'utf8');

/** The custom properties of a theme's block in prism.css. */
function themeColours(kind: 'light' | 'dark', name: string): Map<string, string> {
  const selector = kind === 'light' ? `:root[data-code-light='${name}']` : `[data-theme='dark'][data-code-dark='${name}']`;
  const start = css.indexOf(`${selector} {`);
  assert.ok(start >= 0, `prism.css has no block for the ${kind} theme ${name}`);
  const block = css.slice(start, css.indexOf('}', start));
  return new Map([...block.matchAll(/--(code-[a-z-]+):\s*(#[0-9a-f]{6})/gi)].map((match) => [match[1], match[2]]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

const ROLES = ['text', 'comment', 'punctuation', 'property', 'attr', 'number', 'string', 'regex', 'keyword', 'function', 'builtin', 'tag', 'selector', 'operator', 'inserted', 'deleted'];

for (const kind of ['light', 'dark'] as const) {
  for (const name of CODE_THEMES[kind]) {
    test(`the ${kind} code theme ${name} colours every role at 4.5:1 or better on its background`, () => {
      const colours = themeColours(kind, name);
      const background = colours.get('code-bg')!;
      for (const role of ROLES) {
        const colour = colours.get(`code-${role}`);
        assert.ok(colour, `${name} has no --code-${role}`);
        assert.ok(contrast(colour, background) >= 4.5, `${name} --code-${role} ${colour} on ${background}: ${contrast(colour, background).toFixed(2)}:1`);
      }
    });
  }
}

test('site.config.ts accepts the bundled code themes and names the choices for any other', () => {
  assert.doesNotThrow(() => validateSiteConfig({ ...siteConfig, codeThemes: { light: 'one-light', dark: 'one-dark' } }));
  assert.throws(() => validateSiteConfig({ ...siteConfig, codeThemes: { light: 'solarized', dark: 'monokai' } }), /`codeThemes\.light` must be one of the bundled light themes: github, one-light/);
});
