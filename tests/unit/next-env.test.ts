import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nextEnv } from '../../lib/next-env';

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
