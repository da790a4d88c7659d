/**
 * Starts the Airy stand-in for the browser tests (`playwright.config.ts`):
 *   node --import tsx tests/stand-in/main.ts --port 3006 --refusing-port 3007 --allow-origin http://localhost:3000 …
 * `--port` allows the listed origins (CORS); `--refusing-port` is the same instance refusing them all.
 */
import { parseArgs } from 'node:util';
import { loadSiteDocument } from '../../lib/openapi';
import { createAiryStandIn } from './airy-instance';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'refusing-port': { type: 'string' },
    'allow-origin': { type: 'string', multiple: true, default: [] },
  },
});

const { document, diagnostics } = loadSiteDocument(process.cwd(), 'content');
if (!document) throw new Error(`the stand-in needs the OpenAPI document: ${diagnostics.map((d) => d.message).join('; ')}`);

createAiryStandIn({ document, allowedOrigins: values['allow-origin'] }).listen(Number(values.port), '127.0.0.1');
createAiryStandIn({ document, allowedOrigins: [] }).listen(Number(values['refusing-port']), '127.0.0.1');
console.log(`Airy stand-in: http://localhost:${values.port} (CORS for ${values['allow-origin'].join(', ')}), http://localhost:${values['refusing-port']} (no CORS)`);
