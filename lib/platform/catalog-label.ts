/**
 * The label the Control Center gives a connector's configuration field, from the field's key
 * (`appId` → "App Id", `webhookUrl` → "Webhook URL"): the rule of the platform's
 * `frontend/control-center/src/pages/Connectors/ConfigureConnector/SetConfigInputs/SetConfigInputs.tsx`
 * (lines 26–53), so a page names the field the way the form prints it.
 */
export function catalogFieldLabel(key: string): string {
  const spelled = key.replace('URL', 'Url').replace('API', 'Api');
  const words = spelled.replace(/([A-Z])/g, ' $1').replace('Url', 'URL').replace('Api', 'API').replace('ibm', 'IBM');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
