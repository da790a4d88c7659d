/** Types of `scripts/command-line.mjs`, for the TypeScript entry points that use it. */
export interface ServerOption {
  short?: string;
  /** The value's placeholder (`<dir>`); absent for a flag. */
  value?: string;
  /** The option may be given more than once; its value is then a list. */
  multiple?: boolean;
  help: string;
}

export interface ServerCommand {
  command: string;
  usage: string;
  about: string;
  options: Record<string, ServerOption>;
}

export function readArguments(spec: ServerCommand, args?: string[]): { [name: string]: string | string[] | boolean | undefined };

export function failArguments(spec: ServerCommand, problem: string): never;

export function readServerArguments(spec: ServerCommand, args?: string[]): { port: number; host: string; [name: string]: string | number | boolean | undefined };

export function listeningNote(host: string, port: number, path?: string): { url: string; note: string | null };
