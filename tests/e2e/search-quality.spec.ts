/**
 * Search quality on the real content: each query must put its page first. Most queries are
 * words from the body text (commands, API names, products), not page titles; the index step
 * (lib/search/read-page.ts) and the re-ranking (lib/search/rank.ts) are tuned to them.
 */
import { expect, test } from '@playwright/test';

/** Query → the page a reader wants first. */
const EXPECTED_FIRST: [query: string, route: string][] = [
  ['conversations.list', '/api/endpoints/conversations/'],
  ['helm upgrade', '/getting-started/upgrade/'],
  ['webhook', '/api/webhook/'],
  ['chat plugin customization', '/sources/chatplugin/customization/'],
  ['kafka', '/concepts/kafka/'],
  ['consumer group', '/guides/component-reset/'],
  ['prometheus', '/guides/monitoring/'],
  ['alertmanager', '/guides/monitoring/'],
  ['cypress', '/ui/testing/integration-testing/'],
  ['jupyterhub', '/guides/analytics-demo/'],
  ['X-Airy-Content-Signature', '/api/webhook/'],
  ['render props', '/sources/chatplugin/customization/'],
  ['quick replies', '/sources/chatplugin/messageExamples/'],
  ['facebook page access token', '/sources/facebook/'],
  ['service account key', '/sources/google/'],
  ['partner key', '/sources/google/'],
  ['listConversations', '/api/httpClient/'],
  ['metadata.upsert', '/api/endpoints/metadata/'],
  ['contacts.list', '/api/endpoints/contacts/'],
  ['telemetry opt out', '/concepts/telemetry/'],
  ['airy create', '/cli/usage/'],
  ['systemToken', '/getting-started/installation/security/'],
  ['topic naming', '/concepts/kafka/'],
  ['restore', '/guides/backup/'],
  ['hotfix', '/concepts/release-process/'],
  ['minikube', '/getting-started/installation/minikube/'],
  ['cognigy', '/integrations/cognigy-ai/'],
  // A page whose title holds the rare words of the query, ahead of pages that repeat them in code.
  ['helm', '/getting-started/installation/helm/'],
  ['install helm', '/getting-started/installation/helm/'],
  // An endpoint name typed with a space for its dot.
  ['conversations list', '/api/endpoints/conversations/'],
];

for (const [query, route] of EXPECTED_FIRST) {
  test(`"${query}" finds ${route} first`, async ({ page }) => {
    await page.goto(`/search/?q=${encodeURIComponent(query)}`);
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await expect(first.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', route);
  });
}
