/** "Try it": host validation, mixed content, the confirmation rule, failure classification, the page's policy, response display. */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { contentSecurityPolicy } from '../../lib/export/csp';
import { loadSiteDocument } from '../../lib/openapi';
import { listOperations } from '../../lib/openapi/operations';
import { confirmationFor } from '../../lib/try-it/confirm';
import { failureOfNetworkError, failureOfStatus, needsProbe } from '../../lib/try-it/failure';
import { checkHost, isLocalNetworkHost, isMixedContent } from '../../lib/try-it/host';
import { policiesAllowConnect } from '../../lib/try-it/policy';
import { prettyBody, sortedHeaders, statusLine } from '../../lib/try-it/response';

test('the host must be an http(s) origin', () => {
  assert.deepEqual(checkHost(' https://airy.example.com/ '), { ok: true, origin: 'https://airy.example.com' });
  assert.deepEqual(checkHost('http://localhost:8080'), { ok: true, origin: 'http://localhost:8080' });
  const problem = (text: string) => {
    const result = checkHost(text);
    return result.ok ? null : result.problem;
  };
  assert.match(problem('')!, /Enter the address/);
  assert.equal(problem('airy.example.com'), 'Start the address with https:// or http:// (for example https://airy.example.com).');
  assert.match(problem('ftp://airy.example.com')!, /https:\/\/ or http:\/\//);
  assert.match(problem('https://user:pw@airy.example.com')!, /user name and password/);
  assert.equal(problem('https://airy.example.com/api'), "Give only the instance's origin, https://airy.example.com: the API's paths are added for you.");
  assert.match(problem('https://airy.example.com/?x=1')!, /only the instance's origin/);
  assert.match(problem('https://exa mple.com')!, /not a web address/);
});

test('mixed content: an https page may not call an http host, unless it is loopback', () => {
  assert.equal(isMixedContent('https://airy.co/docs/', 'http://airy.example.com'), true);
  assert.equal(isMixedContent('https://airy.co/docs/', 'http://192.168.1.20:8080'), true);
  for (const origin of ['http://localhost:8080', 'http://127.0.0.1', 'http://[::1]:80', 'http://airy.localhost']) {
    assert.equal(isMixedContent('https://airy.co/', origin), false, origin);
  }
  assert.equal(isMixedContent('http://localhost:3000/', 'http://airy.example.com'), false);
  assert.equal(isMixedContent('https://airy.co/', 'https://airy.example.com'), false);
  assert.equal(isLocalNetworkHost('192.168.1.20'), true);
  assert.equal(isLocalNetworkHost('airy.local'), true);
  assert.equal(isLocalNetworkHost('10.example.com'), false);
});

test('operations that delete or change the cluster ask first, and only those (the whole document, by name)', () => {
  const { document } = loadSiteDocument(process.cwd(), join(process.cwd(), 'content'));
  const asking = listOperations(document!)
    .map((operation) => operation.operationId!)
    .filter((id) => confirmationFor(id) !== null)
    .sort();
  assert.deepEqual(asking, [
    'channels.chatplugin.disconnect',
    'channels.facebook.disconnect',
    'channels.google.disconnect',
    'channels.instagram.disconnect',
    'channels.twilio.sms.disconnect',
    'channels.twilio.whatsapp.disconnect',
    'channels.viber.disconnect',
    'channels.whatsapp.disconnect',
    'cluster.update',
    'components.delete',
    'components.install',
    'components.uninstall',
    'components.update',
    'contacts.delete',
    'contacts.merge',
    'schemas.delete',
    'sources.channels.disconnect',
    'sources.delete',
    'streams.delete',
    'tags.delete',
    'templates.delete',
    'webhooks.unsubscribe',
  ]);
  assert.equal(confirmationFor('tags.delete'), 'deletes data');
  assert.equal(confirmationFor('cluster.update'), 'changes the configuration of your cluster');
  assert.equal(confirmationFor('components.list'), null);
});

test('401 and 403 are the token; other statuses speak for themselves', () => {
  assert.deepEqual(failureOfStatus(403, { scheme: 'systemToken', sent: true }), { kind: 'token', status: 403, scheme: 'systemToken', tokenSent: true });
  assert.deepEqual(failureOfStatus(401, { scheme: 'chatpluginToken', sent: false }), { kind: 'token', status: 401, scheme: 'chatpluginToken', tokenSent: false });
  for (const status of [200, 202, 400, 404, 500]) assert.equal(failureOfStatus(status, { scheme: null, sent: false }), null);
});

test('a thrown fetch is a timeout, mixed content, CORS (the no-cors probe answered) or a host that is down', () => {
  assert.deepEqual(failureOfNetworkError({ timedOut: true, mixedContent: false, reachable: null }), { kind: 'timeout' });
  assert.deepEqual(failureOfNetworkError({ timedOut: false, mixedContent: true, reachable: null }), { kind: 'mixed-content' });
  assert.deepEqual(failureOfNetworkError({ timedOut: false, mixedContent: false, reachable: true }), { kind: 'cors' });
  assert.deepEqual(failureOfNetworkError({ timedOut: false, mixedContent: false, reachable: false }), { kind: 'down' });
  assert.equal(needsProbe({ timedOut: false, mixedContent: false }), true);
  assert.equal(needsProbe({ timedOut: false, mixedContent: true }), false);
  assert.equal(needsProbe({ timedOut: true, mixedContent: false }), false);
});

test("an endpoint page's policy lets Send reach any http(s) host; other pages' policy does not", () => {
  const config = { docSearch: undefined, analytics: {} };
  const endpointPage = contentSecurityPolicy([], config, { endpoints: true });
  const otherPage = contentSecurityPolicy([], config);
  assert.match(endpointPage, /connect-src 'self' https: http:/);
  assert.match(otherPage, /connect-src 'self';/);
  const page = 'https://airy.co';
  for (const origin of ['https://airy.example.com', 'http://localhost:8080', 'https://10.0.0.5:8443']) {
    assert.equal(policiesAllowConnect([endpointPage], origin, page), true, origin);
    assert.equal(policiesAllowConnect([otherPage], origin, page), false, origin);
  }
  assert.equal(policiesAllowConnect([otherPage], 'https://airy.co', page), true);
  assert.equal(policiesAllowConnect([], 'https://airy.example.com', page), true);
  // Every policy in force must allow it.
  assert.equal(policiesAllowConnect([endpointPage, otherPage], 'https://airy.example.com', page), false);
});

test('host sources in a policy match by scheme, host, wildcard and port', () => {
  const allows = (policy: string, origin: string) => policiesAllowConnect([policy], origin, 'https://docs.test');
  assert.equal(allows("connect-src https://*.algolia.net", 'https://abc.algolia.net'), true);
  assert.equal(allows("connect-src https://*.algolia.net", 'https://algolia.net'), false);
  assert.equal(allows("connect-src airy.example.com", 'https://airy.example.com'), true);
  assert.equal(allows("connect-src http://airy.example.com:8080", 'https://airy.example.com:8080'), true);
  assert.equal(allows("connect-src http://airy.example.com:8080", 'http://airy.example.com'), false);
  assert.equal(allows("default-src 'self'", 'https://airy.example.com'), false);
  assert.equal(allows("default-src *", 'http://airy.example.com'), true);
  assert.equal(allows("connect-src 'none'", 'https://docs.test'), false);
});

test('a response is shown with its status line, sorted headers and a pretty-printed JSON body', () => {
  assert.equal(statusLine(200, 'OK', 35.4), '200 OK · 35 ms');
  assert.equal(statusLine(403, '', 8), '403 · 8 ms');
  assert.deepEqual(sortedHeaders([['x-request-id', '1'], ['content-type', 'application/json']]), [['content-type', 'application/json'], ['x-request-id', '1']]);
  assert.equal(prettyBody('{"a":[1,{"b":null}]}', 'application/json'), '{\n  "a": [\n    1,\n    {\n      "b": null\n    }\n  ]\n}');
  assert.equal(prettyBody('{"a":1}', null), '{\n  "a": 1\n}');
  assert.equal(prettyBody('{not json', 'application/json'), '{not json');
  assert.equal(prettyBody('plain text', 'text/plain'), 'plain text');
});
