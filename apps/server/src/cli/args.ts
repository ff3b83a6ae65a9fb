// Argument parsing for the CLI's commands with Chinese errors: node:util's parseArgs does the parsing, its
// English errors are translated here. A command has named flags (`--phone 值`, or switches such as
// `--force`) and may take positional arguments (`import <类型> <文件>`).
import { parseArgs } from 'node:util';
import { CliError } from './io.ts';

export type FlagSpec = Record<string, { description: string; switch?: boolean }>;

export interface ParsedArgs {
  /** Flags given with a value; switches given as 'true'. */
  flags: Record<string, string>;
  positionals: string[];
}

const usage = { usage: true };

function flagList(spec: FlagSpec): string {
  const names = Object.keys(spec).map((name) => `--${name}`);
  return names.length > 0 ? names.join('、') : '无';
}

/** Parses `args`: the command's flags, and at most `positionals.length` positional arguments. */
export function parseCommandArgs(
  command: string,
  args: readonly string[],
  spec: FlagSpec,
  positionals: readonly string[] = [],
): ParsedArgs {
  const options = Object.fromEntries(
    Object.entries(spec).map(([name, f]) => [
      name,
      { type: f.switch ? ('boolean' as const) : ('string' as const) },
    ]),
  );
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({ args: [...args], options, strict: true, allowPositionals: positionals.length > 0 });
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
  if (parsed.positionals.length > positionals.length) {
    const extra = parsed.positionals[positionals.length] ?? '';
    throw new CliError(
      `多余的参数 ${extra}（用法：${command} ${positionals.map((p) => `<${p}>`).join(' ')}）`,
      usage,
    );
  }
  const flags: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed.values)) {
    if (typeof value === 'string') flags[name] = value;
    else if (value === true) flags[name] = 'true';
  }
  return { flags, positionals: parsed.positionals };
}

/** Parses `args` as `--name value` pairs of the command's flags. */
export function parseFlags(command: string, args: readonly string[], spec: FlagSpec): Record<string, string> {
  return parseCommandArgs(command, args, spec).flags;
}

/** The value of a required flag, or a CliError naming it. */
export function requireFlag(flags: Record<string, string>, name: string, example: string): string {
  const value = flags[name];
  if (value === undefined || value.trim() === '') {
    throw new CliError(`缺少参数 --${name}（例如 --${name} ${example}）`, usage);
  }
  return value;
}
