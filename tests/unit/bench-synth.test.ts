/**
 * The benches build synthetic sites (`bench/synth.mjs`) through the real pipeline, checks
 * included: a generated page must pass `npm run check`, or every bench that builds one stops
 * before its first figure.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { formatDiagnostic } from '../../lib/diagnostics';
import { modelOf } from './helpers/model';

test('the pages bench/synth.mjs generates pass the content check, the platform set check included', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'synth-'));
  try {
    execFileSync(process.execPath, ['bench/synth.mjs', '--pages', '40', '--out', dir]);
    const model = await modelOf(dir, { outputs: false });
    const errors = model.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
    assert.deepEqual(errors, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
