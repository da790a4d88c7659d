import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nextEnv, nextWorkers, ONE_WORKER_FROM_PAGES } from '../../lib/next-env';

test('Next is told whether DocSearch is configured, with telemetry off and the caller environment kept', () => {
  process.env.NEXT_ENV_TEST_KEEP = 'kept';
  try {
    assert.equal(nextEnv(true).DOCS_DOCSEARCH, '1');
    assert.equal(nextEnv(false).DOCS_DOCSEARCH, '0');
    assert.equal(nextEnv(false).NEXT_TELEMETRY_DISABLED, '1');
    assert.equal(nextEnv(false).NEXT_ENV_TEST_KEEP, 'kept');
  } finally {
    delete process.env.NEXT_ENV_TEST_KEEP;
  }
});

test("Next generates a big site's pages on one worker, a smaller one's on every core, unless the operator says", () => {
  assert.equal(nextWorkers(100, 2), 2);
  assert.equal(nextWorkers(ONE_WORKER_FROM_PAGES - 1, 4), 4);
  assert.equal(nextWorkers(ONE_WORKER_FROM_PAGES, 4), 1);
  const operator = process.env.DOCS_NEXT_WORKERS;
  delete process.env.DOCS_NEXT_WORKERS;
  try {
    assert.equal(nextEnv(false, { pages: 10_000, builtBefore: false }).DOCS_NEXT_WORKERS, '1');
    assert.equal(nextEnv(false).DOCS_NEXT_WORKERS, undefined, 'next dev is left to next.config.mjs');
    process.env.DOCS_NEXT_WORKERS = '3';
    assert.equal(nextEnv(false, { pages: 10_000, builtBefore: false }).DOCS_NEXT_WORKERS, '3');
  } finally {
    if (operator === undefined) delete process.env.DOCS_NEXT_WORKERS;
    else process.env.DOCS_NEXT_WORKERS = operator;
  }
});

test("Turbopack's compile cache is kept where this checkout built before, not on a first build", () => {
  assert.equal(nextEnv(false, { pages: 100, builtBefore: true }).DOCS_NEXT_COMPILE_CACHE, '1');
  assert.equal(nextEnv(false, { pages: 100, builtBefore: false }).DOCS_NEXT_COMPILE_CACHE, '0');
  assert.equal(nextEnv(false).DOCS_NEXT_COMPILE_CACHE, undefined, 'next dev is left to next.config.mjs');
});
