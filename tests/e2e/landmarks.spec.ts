/**
 * Every page of the built site (`out/`) gives each landmark of a kind a name of its own
 * (html-validate's `unique-landmark`): a screen reader's landmark list tells them apart. Admonitions
 * are notes (`role="note"`), not landmarks, so a page with several "Upgrade notes" passes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';

const OUT = 'out';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

test('no page of the built site repeats a landmark name', async () => {
  const validator = new HtmlValidate({ root: true, elements: ['html5'], rules: { 'unique-landmark': 'error' } });
  const files = htmlFiles(OUT);
  expect(files.length).toBeGreaterThan(50);
  const repeated: string[] = [];
  for (const file of files) {
    const report = await validator.validateString(readFileSync(file, 'utf8'), file);
    for (const result of report.results) for (const message of result.messages) repeated.push(`${relative(OUT, file)}:${message.line}:${message.column}: ${message.message}`);
  }
  expect(repeated).toEqual([]);
});

test('an admonition is a labelled note, not a landmark', async ({ page }) => {
  await page.goto('/sources/sms-twilio/');
  const note = page.locator('.markdown').getByRole('note').first();
  await expect(note).toBeVisible();
  await expect(note).toHaveAccessibleName(/\S/);
  await expect(page.locator('.markdown').getByRole('complementary')).toHaveCount(0);
});
