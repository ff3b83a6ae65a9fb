// Collects the app's log lines (pino JSON) so tests can assert what is, and is not, logged.
export interface LogCapture {
  write(line: string): void;
  lines: string[];
  text(): string;
  records(): Record<string, unknown>[];
}

export function captureLogs(): LogCapture {
  const lines: string[] = [];
  return {
    lines,
    write(line) {
      lines.push(line);
    },
    text: () => lines.join(''),
    records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}
