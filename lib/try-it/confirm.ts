/**
 * Which operations ask before they are sent: the ones that delete something or change the
 * cluster itself. The one rule, by operationId (the document's convention: the path without its
 * slash), so a new operation is covered by its name:
 *   - the last word is a verb that removes or cannot be undone: `delete`, `disconnect`,
 *     `uninstall`, `unsubscribe`, `merge` (`tags.delete`, `channels.facebook.disconnect`,
 *     `webhooks.unsubscribe`, `contacts.merge`);
 *   - anything under `cluster.` or `components.` that is not a read (`get`, `list`): these
 *     reconfigure, install or remove the instance's components (`cluster.update`,
 *     `components.install`, `components.update`).
 */

/** Last words that remove something or cannot be undone, and what the question says they do. */
const DESTRUCTIVE_VERBS: Readonly<Record<string, string>> = {
  delete: 'deletes data',
  disconnect: 'disconnects a channel or source',
  uninstall: 'uninstalls a component',
  unsubscribe: 'removes a webhook subscription',
  merge: 'merges two contacts, which cannot be undone',
};

/** Namespaces whose writes change the cluster. */
const CLUSTER_NAMESPACES = ['cluster', 'components'];

/** Last words that only read. */
const READS = ['get', 'list', 'info'];

/** What the operation does, when it must be confirmed first; null when it may be sent at once. */
export function confirmationFor(operationId: string): string | null {
  const words = operationId.split('.');
  const last = words[words.length - 1];
  if (DESTRUCTIVE_VERBS[last]) return DESTRUCTIVE_VERBS[last];
  if (CLUSTER_NAMESPACES.includes(words[0]) && !READS.includes(last)) return 'changes the configuration of your cluster';
  return null;
}
