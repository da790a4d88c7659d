/**
 * The arguments of the project's commands, read one way: `npm run dev` and `npm start`
 * (`--port`/`-p`, `--host`, `--help`/`-h` and each command's own) and the MCP server. An argument
 * a command does not know is an error that lists the ones it knows, never ignored.
 */
import { parseArgs } from 'node:util';

/** The options every server command takes, before its own. */
const SERVER_OPTIONS = {
  port: { short: 'p', value: '<port>', help: 'the port to listen on (default: $PORT, else 3000)' },
  host: { value: '<host>', help: 'the address to listen on (default: localhost, this machine only; 0.0.0.0 for every network interface)' },
};

/** The option every command takes. */
const HELP_OPTION = { help: { short: 'h', help: 'show this help and exit' } };

/** The help text of a command: `spec.usage`, `spec.about` and its options. */
function helpText(spec, options) {
  const rows = Object.entries(options).map(([name, option]) => [`${option.short ? `-${option.short}, ` : '    '}--${name}${option.value ? ` ${option.value}` : ''}${option.multiple ? ' …' : ''}`, option.help]);
  const width = Math.max(...rows.map(([left]) => left.length));
  return [`Usage: ${spec.usage}`, '', spec.about, '', 'Options:', ...rows.map(([left, help]) => `  ${left.padEnd(width)}  ${help}`)].join('\n');
}

/** Node's parse error in a writer's words: which argument, and that it is not known. */
function problemOf(error) {
  const named = /'([^']+)'/.exec(error.message)?.[1];
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown argument ${named}`;
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `unexpected argument ${named}`;
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `${/--[\w-]+/.exec(error.message)?.[0] ?? 'an option'} needs a value`;
  return error.message;
}

/**
 * Reads `args` for a command described by `spec` (`command`, `usage`, `about`, `options`), prints
 * the help and exits on `--help`, prints the problem and the known arguments and exits 2 on
 * anything it does not know. Answers the values.
 */
export function readArguments(spec, args = process.argv.slice(2)) {
  const options = { ...spec.options, ...HELP_OPTION };
  const parseOptions = Object.fromEntries(
    Object.entries(options).map(([name, option]) => [name, { type: option.value ? 'string' : 'boolean', ...(option.short ? { short: option.short } : {}), ...(option.multiple ? { multiple: true } : {}) }]),
  );
  let values = {};
  try {
    values = parseArgs({ args, options: parseOptions, strict: true, allowPositionals: false }).values;
  } catch (error) {
    failArguments(spec, problemOf(error));
  }
  if (values.help) {
    console.log(helpText(spec, options));
    process.exit(0);
  }
  return values;
}

/** Prints `problem` with the command's help on stderr and exits 2. */
export function failArguments(spec, problem) {
  console.error(`${spec.command}: ${problem}\n\n${helpText(spec, { ...spec.options, ...HELP_OPTION })}`);
  process.exit(2);
}

/**
 * Reads `args` for a server command described by `spec` (`readArguments`, with `--port` and
 * `--host` first). Answers the values, with `port` a number and `host` defaulting to `localhost`.
 */
export function readServerArguments(spec, args = process.argv.slice(2)) {
  const serverSpec = { ...spec, options: { ...SERVER_OPTIONS, ...spec.options } };
  const values = readArguments(serverSpec, args);
  const port = Number(values.port ?? process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) failArguments(serverSpec, `--port must be a number from 0 to 65535, not ${values.port ?? process.env.PORT}`);
  return { ...values, port, host: values.host ?? 'localhost' };
}

/** Hosts that only this machine reaches. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * The address to print for a server on `host`, and, when it listens beyond this machine, a line
 * that says so.
 */
export function listeningNote(host, port, path = '/') {
  const everywhere = host === '0.0.0.0' || host === '::';
  const shown = everywhere ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${shown}:${port}${path}`;
  if (LOOPBACK.has(host)) return { url, note: null };
  return { url, note: everywhere ? `Listening on every network interface (--host ${host}): other machines can open it at this machine's address, port ${port}.` : `Listening on ${host} (--host), not on localhost.` };
}
