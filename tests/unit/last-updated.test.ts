import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatLastUpdated, lastUpdatedFor, parseGitLog } from '../../lib/last-updated';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);
/** `git log --format=%x00%H %ct --name-only`, newest commit first. */
const log = [`\0${A} 300\n\ncontent/a.mdx\n`, `\0${B} 200\n\ncontent/a.mdx\ncontent/b.mdx\n`, `\0${C} 100\n\ncontent/c.mdx\n`].join('');

test("a file's date is that of its newest commit, in ms", () => {
  assert.deepEqual(parseGitLog(log), new Map([['content/a.mdx', 300_000], ['content/b.mdx', 200_000], ['content/c.mdx', 100_000]]));
});

test('in a shallow clone, files whose newest commit is the boundary get no date (their real date is unknown)', () => {
  const dates = parseGitLog(log, new Set([C]));
  assert.equal(dates.has('content/c.mdx'), false);
  assert.equal(dates.get('content/a.mdx'), 300_000);
});

test('front matter wins over git; an unparsable front-matter date falls back to git', () => {
  assert.equal(lastUpdatedFor('2021-05-31', 1), Date.UTC(2021, 4, 31));
  assert.equal(lastUpdatedFor('not a date', 5), 5);
  assert.equal(lastUpdatedFor(undefined, undefined), null);
});

test('the date reads like "Oct 14, 2018", in UTC', () => {
  assert.equal(formatLastUpdated(Date.UTC(2018, 9, 14, 23, 59)), 'Oct 14, 2018');
});
