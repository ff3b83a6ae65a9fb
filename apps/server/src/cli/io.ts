// The CLI's connection to the terminal, passed in so that tests run commands in-process: output streams,
// the environment, and password input (hidden on a terminal, the first line of stdin otherwise).
export interface CliInput extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
}

export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdin: CliInput;
  stdout: { write(text: string): unknown };
  /** A terminal (`isTTY`) gets progress bars; anything else gets one line per step. */
  stderr: { write(text: string): unknown; isTTY?: boolean };
}

/** A failure the user caused or can fix; its Chinese message is printed without a stack trace. */
export class CliError extends Error {
  override name = 'CliError';
  /** A wrongly written command line (exit code 2) rather than a failure of the work (exit code 1). */
  readonly usage: boolean;

  constructor(message: string, options: { usage?: boolean } = {}) {
    super(message);
    this.usage = options.usage ?? false;
  }
}

/** Reads a password typed on a terminal without echoing it. Ctrl-C cancels. */
function askHidden(io: CliIo, prompt: string): Promise<string> {
  const { stdin, stdout } = io;
  stdout.write(prompt);
  stdin.setRawMode?.(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  let value: string[] = [];
  return new Promise((resolve, reject) => {
    const finish = (error?: Error) => {
      stdin.removeListener('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      stdout.write('\n');
      if (error) reject(error);
      else resolve(value.join(''));
    };
    const onData = (chunk: string | Buffer) => {
      for (const ch of String(chunk)) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return finish();
        if (ch === '\u0003') return finish(new CliError('已取消'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value.push(ch);
      }
    };
    stdin.on('data', onData);
  });
}

/** Reads all of stdin and returns its first line (a password piped in: `echo … | npm run cli -- …`). */
async function readFirstLine(stdin: CliInput): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  return (text.split('\n')[0] ?? '').replace(/\r$/, '');
}

/** A new password: asked twice on a terminal, read from stdin otherwise. */
export async function readNewPassword(io: CliIo): Promise<string> {
  if (io.stdin.isTTY) {
    const first = await askHidden(io, '请输入密码（输入时不显示）：');
    const second = await askHidden(io, '请再次输入密码：');
    if (first !== second) throw new CliError('两次输入的密码不一致');
    return first;
  }
  return readFirstLine(io.stdin);
}

/** A passphrase typed on a terminal without echo (twice when `confirm`); null when no terminal can be asked. */
export async function askPassphrase(io: CliIo, confirm: boolean): Promise<string | null> {
  if (!io.stdin.isTTY) return null;
  const first = await askHidden(io, '请输入备份口令（输入时不显示）：');
  if (confirm && (await askHidden(io, '请再次输入备份口令：')) !== first)
    throw new CliError('两次输入的口令不一致');
  return first;
}
