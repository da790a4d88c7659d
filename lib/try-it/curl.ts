/**
 * "Copy as curl": the prepared request as a shell command. The token is replaced by a shell
 * variable named for its kind (`$AIRY_TOKEN`) unless the reader asks for it, so a command pasted
 * into a chat or a ticket does not carry the secret.
 */
import type { PreparedRequest } from './request';
import { tokenKind } from './tokens';

/** Quotes a word for a POSIX shell: inside single quotes, where nothing is expanded. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function authorizationArgument(request: PreparedRequest, revealToken: boolean): string | null {
  if (!request.token) return null;
  // Double quotes so that the shell expands the variable the reader sets.
  if (!revealToken) return `-H "Authorization: Bearer $${tokenKind(request.token.scheme).shellVariable}"`;
  return `-H ${shellQuote(`Authorization: Bearer ${request.token.value}`)}`;
}

function bodyArguments(request: PreparedRequest): string[] {
  const { body } = request;
  if (body.kind === 'json') return [`-H ${shellQuote('Content-Type: application/json')}`, `--data-raw ${shellQuote(body.text)}`];
  if (body.kind === 'multipart') {
    // `-F name=@"file"` reads a file (curl's own quoting inside); text parts use --form-string,
    // which never reads `@` or `<` as a file.
    return body.parts.map((part) =>
      'fileName' in part ? `-F ${shellQuote(`${part.name}=@"${part.fileName.replace(/(["\\])/g, '\\$1')}"`)}` : `--form-string ${shellQuote(`${part.name}=${part.value}`)}`,
    );
  }
  return [];
}

/** The curl command for a request, one argument per line. */
export function curlCommand(request: PreparedRequest, options: { revealToken: boolean }): string {
  const args = [`curl -X ${request.method} ${shellQuote(request.url)}`, authorizationArgument(request, options.revealToken), ...bodyArguments(request)];
  return args.filter((arg): arg is string => arg !== null).join(' \\\n  ');
}
