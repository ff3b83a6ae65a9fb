// Flag parsing for the CLI's commands with Chinese errors: node:util's parseArgs does the parsing, its
// English errors are translated here.
import { parseArgs } from 'node:util';
import { CliError } from './io.ts';

export type FlagSpec = Record<string, { description: string }>;

const usage = { usage: true };

function flagList(spec: FlagSpec): string {
  const names = Object.keys(spec).map((name) => `--${name}`);
  return names.length > 0 ? names.join('、') : '无';
}

/** Parses `args` as `--name value` pairs of the command's flags. */
export function parseFlags(command: string, args: readonly string[], spec: FlagSpec): Record<string, string> {
  const options = Object.fromEntries(Object.keys(spec).map((name) => [name, { type: 'string' as const }]));
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({ args: [...args], options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    const code = (error as { code?: string }).code;
    const message = error instanceof Error ? error.message : '';
    const option = /'(-{1,2}[^'\s]*)/.exec(message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      throw new CliError(`未知参数 ${option}（命令 ${command} 可用的参数：${flagList(spec)}）`, usage);
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      throw new CliError(`参数 ${option || '（未知）'} 需要一个值，例如 ${option || '--name'} 值`, usage);
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
      const extra = /'([^']*)'/.exec(message)?.[1] ?? '';
      throw new CliError(`多余的参数 ${extra}（命令 ${command} 可用的参数：${flagList(spec)}）`, usage);
    }
    throw new CliError(`参数无法解析：${message}`, usage);
  }
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (typeof value === 'string') result[name] = value;
  return result;
}

/** The value of a required flag, or a CliError naming it. */
export function requireFlag(flags: Record<string, string>, name: string, example: string): string {
  const value = flags[name];
  if (value === undefined || value.trim() === '') {
    throw new CliError(`缺少参数 --${name}（例如 --${name} ${example}）`, usage);
  }
  return value;
}
