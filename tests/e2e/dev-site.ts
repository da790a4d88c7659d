/** Where the dev-server tests keep the copy of `tests/fixtures/dev-site` they edit, for a port. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const devSiteDir = (port: number) => join(tmpdir(), `airy-docs-dev-site-${port}`);
