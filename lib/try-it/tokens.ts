/**
 * The tokens the API takes, named for the reader: one entry per security scheme of the OpenAPI
 * document (`components.securitySchemes`). The panel's token field, its `sessionStorage` key,
 * the masked curl command and the 401/403 explanation all read this table.
 */

/** What the panel says and does for one security scheme. */
export interface TokenKind {
  /** The scheme's name in the document: `systemToken`. */
  scheme: string;
  /** The field's label: `System token`. */
  label: string;
  /** Under the field: what the token is and where it comes from (`backticks` mark code). */
  hint: string;
  /** The shell variable a masked curl command uses in the token's place. */
  shellVariable: string;
  /** True when an instance may take requests without it (no authentication configured). */
  optional: boolean;
  /** What to check when the instance refuses the token (401 or 403; `backticks` mark code). */
  whenRefused: string;
}

/** The three schemes of Airy's document, by name. */
const TOKEN_KINDS: Readonly<Record<string, TokenKind>> = {
  systemToken: {
    scheme: 'systemToken',
    label: 'System token',
    hint: "The `security.systemToken` of your `airy.yaml`, or a user's JWT. Leave it empty if your instance has no authentication.",
    shellVariable: 'AIRY_TOKEN',
    optional: true,
    whenRefused:
      'Airy answers 403 when authentication is configured and the request carries no valid system token or user JWT. Check that the token is the `security.systemToken` of your `airy.yaml`, without "Bearer".',
  },
  chatpluginToken: {
    scheme: 'chatpluginToken',
    label: 'Chat plugin token',
    hint: 'The conversation token returned by `chatplugin.authenticate` (valid for one hour).',
    shellVariable: 'AIRY_CHATPLUGIN_TOKEN',
    optional: false,
    whenRefused: 'The conversation token is missing, expired (it lasts one hour) or not from this instance. Get a new one with `chatplugin.authenticate`.',
  },
  sourceToken: {
    scheme: 'sourceToken',
    label: 'Source token',
    hint: 'The token of your source, returned by `sources.create`.',
    shellVariable: 'AIRY_SOURCE_TOKEN',
    optional: false,
    whenRefused: 'The source token is missing or not one this instance issued. Use the token that `sources.create` returned for your source.',
  },
};

/** The entry of a scheme; a scheme the table does not know gets a plain one. */
export function tokenKind(scheme: string): TokenKind {
  return (
    TOKEN_KINDS[scheme] ?? {
      scheme,
      label: `Token (${scheme})`,
      hint: `The bearer token of the ${scheme} scheme.`,
      shellVariable: 'AIRY_TOKEN',
      optional: false,
      whenRefused: 'Check the token.',
    }
  );
}
