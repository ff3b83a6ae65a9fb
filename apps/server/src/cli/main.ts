// Entry point of `npm run cli -- <command>`: runs the command against the real terminal and exits with its
// code.
import { runCli } from './run.ts';

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
