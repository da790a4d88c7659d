import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { netlifyHeaders, netlifyRedirects } from '../../lib/export/netlify';
import { CACHE_IMMUTABLE, SECURITY_HEADERS } from '../../lib/security-headers';

const nginxConf = readFileSync('deploy/nginx.conf', 'utf8');

interface CloudFrontRequest {
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
}
type CloudFrontResult = CloudFrontRequest | { statusCode: number; headers: { location: { value: string } } };
const cloudFrontHandler = new Function(`${readFileSync('deploy/cloudfront-function.js', 'utf8')}; return handler;`)() as (event: {
  request: CloudFrontRequest;
}) => CloudFrontResult;
const viewerRequest = (uri: string, querystring: CloudFrontRequest['querystring'] = {}) => cloudFrontHandler({ request: { uri, querystring } });

test('the nginx recipe sends every security header with the same value as the other recipes', () => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    assert.ok(nginxConf.includes(`add_header ${name} "${value}" always;`), `${name}: ${value}`);
  }
  assert.ok(nginxConf.includes(`set $cache_control "${CACHE_IMMUTABLE}";`));
  // Everything else (HTML, payload `.txt`, images, Markdown copies): ask the host each time.
  assert.ok(nginxConf.includes('set $cache_control "no-cache";'));
});

test('Netlify headers: security headers everywhere, immutable caching for hashed assets only', () => {
  assert.equal(
    netlifyHeaders('/'),
    [
      '/*',
      ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`),
      '',
      '/_next/static/*',
      `  Cache-Control: ${CACHE_IMMUTABLE}`,
      '',
    ].join('\n'),
  );
  assert.equal(netlifyHeaders('/').match(/Cache-Control/g)?.length, 1);
});

test('Netlify files follow the base path', () => {
  assert.match(netlifyHeaders('/docs/core/'), /^\/docs\/core\/\*\n/);
  assert.match(netlifyHeaders('/docs/core/'), /^\/docs\/core\/_next\/static\/\*$/m);
  assert.equal(netlifyRedirects('/'), '/* /404.html 404\n');
  assert.equal(netlifyRedirects('/docs/core/'), '/docs/core/* /docs/core/404.html 404\n');
});

test('the CloudFront function maps page addresses to their index.html and leaves files alone', () => {
  assert.equal((viewerRequest('/') as CloudFrontRequest).uri, '/index.html');
  assert.equal((viewerRequest('/cli/usage/') as CloudFrontRequest).uri, '/cli/usage/index.html');
  assert.equal((viewerRequest('/cli/usage') as CloudFrontRequest).uri, '/cli/usage/index.html');
  assert.equal((viewerRequest('/cli/usage.md') as CloudFrontRequest).uri, '/cli/usage.md');
  assert.equal((viewerRequest('/cli/usage/__next.$oc$slug.__PAGE__.txt') as CloudFrontRequest).uri, '/cli/usage/__next.$oc$slug.__PAGE__.txt');
  assert.equal((viewerRequest('/img/a.svg') as CloudFrontRequest).uri, '/img/a.svg');
});

test('the CloudFront function redirects /index.html to the folder, keeping the query', () => {
  const result = viewerRequest('/cli/usage/index.html', { q: { value: 'kafka' }, tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b' }] } });
  assert.ok('statusCode' in result);
  assert.equal(result.statusCode, 301);
  assert.equal(result.headers.location.value, '/cli/usage/?q=kafka&tag=a&tag=b');
  assert.equal((viewerRequest('/index.html') as { headers: { location: { value: string } } }).headers.location.value, '/');
});
