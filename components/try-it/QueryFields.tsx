/** The query parameters of an operation (`GET /schemas.info?topicName=…`): one text field each, started with the document's example. */
import type { QueryParameter } from '@/lib/try-it/operation';
import { queryField } from '@/lib/try-it/request';
import { TryItField } from './TryItField';

interface QueryFieldsProps {
  /** The form's id prefix; a field's id is `${id}-query-${name}`. */
  id: string;
  parameters: QueryParameter[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  problems: Record<string, string | undefined>;
}

export function QueryFields({ id, parameters, values, onChange, problems }: QueryFieldsProps) {
  return parameters.map((parameter) => {
    const fieldId = `${id}-${queryField(parameter.name)}`;
    return (
      <TryItField key={parameter.name} id={fieldId} label={`${parameter.name}${parameter.required ? '' : ' (optional)'}`} hint={parameter.description || undefined} problem={problems[queryField(parameter.name)]}>
        {(described) => <input id={fieldId} className="try-it-input" value={values[parameter.name] ?? ''} onChange={(event) => onChange(parameter.name, event.target.value)} {...described} />}
      </TryItField>
    );
  });
}
