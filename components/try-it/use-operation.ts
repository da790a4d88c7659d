/** The panel's operation, read from the OpenAPI document once it has loaded; `retry` asks again after a failure. */
import { useCallback, useEffect, useState } from 'react';
import { readTryItOperation, type TryItOperation } from '@/lib/try-it/operation';
import { loadOpenApiDocument } from './openapi-document';

/** Where loading the operation stands. */
export type OperationState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; operation: TryItOperation };

export function useOperation(basePath: string, signature: string): { state: OperationState; retry: () => void } {
  const [state, setState] = useState<OperationState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadOpenApiDocument(basePath).then(
      (document) => {
        const operation = readTryItOperation(document, signature);
        if (!current) return;
        setState(operation ? { status: 'ready', operation } : { status: 'failed', message: `${signature} is not in the OpenAPI document.` });
      },
      (error: Error) => current && setState({ status: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [basePath, signature, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
