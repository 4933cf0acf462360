// The watchdog between Forja and a media tool where `setpriv --pdeathsig` is missing
// (tied-child.ts): `node child-watchdog.mjs <niceness> <command> [args…]`. It runs the command in its own
// process group and kills it the moment its stdin (a pipe from Forja) closes: Forja exited
// or died, however it died. It exits with the command's exit code.
import { spawn } from 'node:child_process';
import { constants, setPriority } from 'node:os';

const [nice, command, ...args] = process.argv.slice(2);
const niceness = Number(nice);
if (niceness > 0) {
  try {
    // Before the spawn, so the tool inherits it.
    setPriority(0, niceness);
  } catch {
    // Not allowed here: the tool runs at normal priority.
  }
}
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
const kill = () => {
  try {
    child.kill('SIGKILL');
  } catch {
    // Already gone.
  }
};
process.stdin.on('end', kill);
process.stdin.on('close', kill);
process.stdin.on('error', kill);
process.stdin.resume();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, kill);
child.on('error', (error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
