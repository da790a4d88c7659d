import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDiagnostic } from '../../lib/diagnostics';
import { checkApiPages } from '../../lib/openapi';
import { indexDocument } from '../../lib/openapi/api-index';
import { checkAgainstPlatform, MAX_LEFT_OUT } from '../../lib/openapi/check-platform';
import { loadOpenApiDocument } from '../../lib/openapi/document';
import { extractEndpoints, findHandlers, routeFor } from '../../lib/platform/extract-endpoints';
import { committedFacts, type PlatformEndpoint, type PlatformFacts } from '../../lib/platform/facts';

const FILE = 'content/api/openapi.yaml';

function endpoint(path: string, method = 'POST', file = 'backend/components/admin/src/main/java/A.java', line = 10): PlatformEndpoint {
  return { path, method, file, line, component: 'api-admin', service: 'api-admin', route: '/x' };
}

const facts = (endpoints: PlatformEndpoint[]): PlatformFacts => ({ ...committedFacts(), commit: '8e82b0641ccab95b4e8c9ea65d993044deb694c0', endpoints });

function documentOf(paths: string, extra = '') {
  const { document } = loadOpenApiDocument(`openapi: 3.1.0\ninfo: { title: t, version: '1' }\n${extra}paths:\n${paths}`, FILE);
  assert.ok(document);
  return indexDocument(document);
}

const operation = (path: string, method = 'post') => `  ${path}:\n    ${method}:\n      operationId: ${path.slice(1)}\n      x-page: /api/x\n      responses: { '200': { description: ok } }\n`;

test('an operation the pinned code lacks fails at its line in the document, with the nearest endpoint', () => {
  const index = documentOf(operation('/messages.send') + operation('/conversations.markRead'));
  const problems = checkAgainstPlatform(index, facts([endpoint('/messages.send'), endpoint('/conversations.mark-read')])).map(formatDiagnostic);
  assert.deepEqual(problems.slice(0, 1), [
    `${FILE}:10:5: \`POST /conversations.markRead\` is not an endpoint of the platform at 8e82b06 — did you mean \`/conversations.mark-read\`? — remove the operation, or correct its path; the endpoints come from lib/platform/facts.json (scripts/pin-platform.ts reads them from the code)`,
  ]);
});

test('an operation under a method the code does not take fails; a handler for every method takes any', () => {
  const index = documentOf(operation('/schemas.list') + operation('/streams.list'));
  const problems = checkAgainstPlatform(index, facts([endpoint('/schemas.list', 'GET'), endpoint('/streams.list', 'ANY')])).map(formatDiagnostic);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], /^content\/api\/openapi\.yaml:5:5: `POST \/schemas\.list`: the platform serves \/schemas\.list with GET only/);
});

test('an endpoint of the code that the document neither has nor leaves out fails at the platform file and line', () => {
  const index = documentOf(operation('/messages.send'), 'x-left-out:\n  - path: /facebook\n    reason: the webhook Meta calls\n');
  const problems = checkAgainstPlatform(index, facts([endpoint('/messages.send'), endpoint('/facebook', 'GET'), endpoint('/streams.list', 'ANY', 'backend/components/streams/main.go', 40)])).map(formatDiagnostic);
  assert.deepEqual(problems.map((line) => line.split(' — ')[0]), [
    'airyhq/airy@8e82b06:backend/components/streams/main.go:40:1: the platform serves `/streams.list` (ANY, api-admin), which content/api/openapi.yaml neither documents nor lists in x-left-out',
  ]);
});

test('the left-out list names served endpoints only, each with a reason, and no more than the limit', () => {
  const many = Array.from({ length: MAX_LEFT_OUT + 1 }, (_, i) => `  - path: /hook${i}\n    reason: a webhook\n`).join('');
  const index = documentOf(operation('/a.b'), `x-left-out:\n  - path: /gone\n    reason: old\n  - path: /a.b\n  - path: /hook\n${many}`);
  const served = [endpoint('/a.b'), endpoint('/hook'), ...Array.from({ length: MAX_LEFT_OUT + 1 }, (_, i) => endpoint(`/hook${i}`))];
  const problems = checkAgainstPlatform(index, facts(served)).map((d) => d.message);
  assert.ok(problems.includes(`x-left-out lists ${MAX_LEFT_OUT + 4} endpoints, more than ${MAX_LEFT_OUT}`), problems.join('\n'));
  assert.ok(problems.includes('x-left-out names `/gone`, which the platform does not serve at 8e82b06'));
  assert.ok(problems.includes('x-left-out names `/a.b`, which the document has as an operation'));
  assert.ok(problems.includes('x-left-out entry `/hook` gives no reason'));
});

test('the check runs with the API pages only when it is given the facts', () => {
  const index = documentOf(operation('/nowhere'));
  assert.equal(checkApiPages(index.document, [], facts([])).filter((d) => d.message.includes('not an endpoint')).length, 1);
  assert.equal(checkApiPages(index.document, []).filter((d) => d.message.includes('not an endpoint')).length, 0);
});

const source = (files: Record<string, string>) => ({ commit: 'c', read: (path: string) => files[path], paths: Object.keys(files).sort() });

test('endpoints are read from Spring mappings, Go handlers and an Express app, at the line that registers them', () => {
  const found = findHandlers(
    source({
      'backend/components/admin/src/main/java/co/airy/A.java': 'class A {\n  @PostMapping({"/a.list", "/a-list"})\n  void a() {}\n  @PostMapping(\n      value = {"/media.upload", "media.uploadFile"},\n      consumes = "multipart/form-data")\n  void b() {}\n  @RequestMapping(value = "/login", method = RequestMethod.GET)\n  void c() {}\n}\n',
      'backend/components/admin/src/test/java/co/airy/ATest.java': '@PostMapping("/test.only")',
      'infrastructure/controller/pkg/endpoints/server.go': 'func main() {\n\tr.Handle("/components.get", get)\n\thttp.HandleFunc("/actuator/health", h)\n}\n',
      'backend/components/schemas/src/app.ts': "import express from 'express';\nconst app = express();\napp.get('/schemas.list', (req, res) => {});\napp.post('/schemas.create', (req, res) => {});\n",
      'frontend/inbox/src/api.ts': "import express from 'express';\napp.get('/not.backend', f);\n",
    }),
  );
  assert.deepEqual(
    found.map((e) => `${e.method} ${e.path} ${e.file.split('/').pop()}:${e.line}`),
    ['POST /a-list A.java:2', 'POST /a.list A.java:2', 'ANY /actuator/health server.go:3', 'ANY /components.get server.go:2', 'GET /login A.java:8', 'POST /media.upload A.java:5', 'POST /media.uploadFile A.java:5', 'POST /schemas.create app.ts:4', 'GET /schemas.list app.ts:3'],
  );
});

test('an endpoint names the component whose image is built from its code, and the ingress route that reaches its service', () => {
  const files = {
    'backend/components/admin/BUILD': 'container_release(\n    registry = "ghcr.io/airyhq/api",\n    repository = "admin",\n)\n',
    'backend/components/admin/src/main/java/A.java': '@PostMapping("/tags.list")\n@PostMapping("/kafka.proxy")\n',
    'infrastructure/helm-chart/Chart.yaml': 'name: airy\n',
    'infrastructure/helm-chart/values.yaml': 'global:\n  containerRegistry: ghcr.io/airyhq\ncomponents:\n  api:\n    admin:\n      name: api-admin\n      image: api/admin\n',
    'infrastructure/helm-chart/templates/admin/deployment.yaml': 'kind: Deployment\nmetadata:\n  name: "{{ .Values.components.api.admin.name }}"\nspec:\n  template:\n    metadata:\n      labels:\n        app: "{{ .Values.components.api.admin.name }}"\n    spec:\n      containers:\n        - name: app\n          image: "{{ .Values.global.containerRegistry}}/{{ .Values.components.api.admin.image }}:{{ .Chart.Version }}"\n',
    'infrastructure/helm-chart/templates/admin/service.yaml': 'kind: Service\nmetadata:\n  name: "{{ .Values.components.api.admin.name }}"\nspec:\n  selector:\n    app: "{{ .Values.components.api.admin.name }}"\n',
  };
  const routes = [
    { path: '/tags', service: 'api-admin', ingress: 'airy-core', file: 'x' },
    { path: '/kafka', service: 'other', ingress: 'airy-core', file: 'x' },
  ];
  const endpoints = extractEndpoints(source(files), routes);
  assert.deepEqual(endpoints.map((e) => [e.path, e.component, e.service, e.route]), [
    ['/kafka.proxy', 'api-admin', 'api-admin', null],
    ['/tags.list', 'api-admin', 'api-admin', '/tags'],
  ]);
  assert.equal(routeFor('/control-center/x', [{ path: '/control-center(/|$)(.*)', service: 's', ingress: 'i', file: 'f' }])?.service, 's');
});
