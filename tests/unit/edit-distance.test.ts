/** `lib/edit-distance.ts`: the banded computation answers what the full table does. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { editDistance } from '../../lib/edit-distance';

/** The full table, every cell: the definition the banded function must agree with. */
function fullTable(a: string, b: string, swaps: boolean): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (swaps && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

test('answers the full table\'s distance, or max + 1 when it is over max', () => {
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const word = () => Array.from({ length: random(12) }, () => 'abcd'[random(4)]).join('');
  for (let run = 0; run < 3_000; run++) {
    const [a, b, swaps, max] = [word(), word(), random(2) === 1, [Infinity, 0, 1, 2, 3, 5][random(6)]];
    const full = fullTable(a, b, swaps);
    assert.equal(editDistance(a, b, { swaps, max }), full > max ? max + 1 : full, `${a} → ${b}, swaps ${swaps}, max ${max}`);
  }
});

test('compares a very long string with a short one at once when bounded', () => {
  assert.equal(editDistance('x'.repeat(4_000_000), 'cli/usage', { max: 8 }), 9);
  assert.equal(editDistance(`cli/usage${'x'.repeat(5)}`, 'cli/usage', { max: 8 }), 5);
});
