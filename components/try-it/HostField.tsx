/** The host field: the reader's Airy instance, with a warning when the browser would block it as mixed content. */
import { checkHost, isMixedContent } from '@/lib/try-it/host';
import { TryItField } from './TryItField';

interface HostFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
}

function mixedContentWarning(value: string): string | null {
  const host = checkHost(value);
  if (!host.ok || !isMixedContent(location.href, host.origin)) return null;
  return 'This page is served over https, so your browser will block requests to an http:// host other than localhost. Use the https:// address of your instance.';
}

export function HostField({ id, value, onChange, problem }: HostFieldProps) {
  const warning = mixedContentWarning(value);
  return (
    <TryItField id={id} label="Host" hint={warning ?? 'The address of your Airy instance. Kept in this tab only.'} problem={problem}>
      {(described) => (
        <input
          id={id}
          className="try-it-input"
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="https://airy.example.com"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...described}
        />
      )}
    </TryItField>
  );
}
