/**
 * The request body: a JSON editor prefilled from the operation's example (with a choice when the
 * document has several), the parts of a multipart form (`media.upload`), or a note that the
 * endpoint takes none.
 */
import { useState } from 'react';
import type { RequestBodyShape } from '@/lib/try-it/operation';
import { TryItField } from './TryItField';

/** The values of a multipart form by part name. */
export type FormValues = Record<string, { file: File } | { value: string } | undefined>;

interface BodyFieldProps {
  id: string;
  body: RequestBodyShape;
  json: string;
  onJsonChange: (text: string) => void;
  form: FormValues;
  onFormChange: (name: string, value: { file: File } | { value: string } | undefined) => void;
  problems: Record<string, string | undefined>;
}

/** Rows for the editor: the text's lines, within reason. */
function rowsFor(text: string): number {
  return Math.min(Math.max(text.split('\n').length + 1, 4), 18);
}

export function BodyField({ id, body, json, onJsonChange, form, onFormChange, problems }: BodyFieldProps) {
  const [example, setExample] = useState(0);
  if (body.kind === 'none') return <p className="try-it-hint">This endpoint takes no request body.</p>;
  if (body.kind === 'multipart') {
    return body.fields.map((field) => (
      <TryItField key={field.name} id={`${id}-${field.name}`} label={`${field.name}${field.required ? '' : ' (optional)'}`} problem={problems[field.name]}>
        {(described) =>
          field.file ? (
            <input id={`${id}-${field.name}`} className="try-it-file" type="file" onChange={(event) => onFormChange(field.name, event.target.files?.[0] ? { file: event.target.files[0] } : undefined)} {...described} />
          ) : (
            <input
              id={`${id}-${field.name}`}
              className="try-it-input"
              value={(form[field.name] as { value?: string } | undefined)?.value ?? ''}
              onChange={(event) => onFormChange(field.name, { value: event.target.value })}
              {...described}
            />
          )
        }
      </TryItField>
    ));
  }
  return (
    <>
      {body.examples.length > 1 ? (
        <TryItField id={`${id}-example`} label="Example" hint="Choosing one replaces the body below.">
          {() => (
            <select
              id={`${id}-example`}
              className="try-it-input"
              value={example}
              onChange={(event) => {
                setExample(Number(event.target.value));
                onJsonChange(body.examples[Number(event.target.value)].text);
              }}
            >
              {body.examples.map((example, index) => (
                <option key={example.name} value={index}>
                  {example.name}
                </option>
              ))}
            </select>
          )}
        </TryItField>
      ) : null}
      <TryItField id={id} label={body.required ? 'Request body (JSON)' : 'Request body (JSON, optional)'} problem={problems.body}>
        {(described) => (
          <textarea
            id={id}
            className="try-it-editor"
            rows={rowsFor(json)}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            value={json}
            onChange={(event) => onJsonChange(event.target.value)}
            {...described}
          />
        )}
      </TryItField>
    </>
  );
}
