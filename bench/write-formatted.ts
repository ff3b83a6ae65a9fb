// Writes a result file as the repository's formatter would (its .prettierrc), so that `npm test`'s format
// check stays clean after a benchmark run.
import fs from 'node:fs';

export async function writeFormatted(file: string, text: string): Promise<void> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}
