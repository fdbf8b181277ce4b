// A secret for a command (a password): typed at a terminal without being shown, or the first line of
// the standard input when that is a pipe (scripts, tests). The prompt goes to standard error, so the
// command's output stays what it prints.
import { createInterface } from 'node:readline';

const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACE = ['\u007f', '\b'];

/** The first line of a piped standard input. */
async function firstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

/** Reads keys in raw mode, echoing nothing, until Enter. */
function hiddenLine(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const key of chunk) {
        if (key === '\r' || key === '\n' || key === CTRL_D) {
          finish();
          return;
        }
        if (key === CTRL_C) {
          finish(new Error('Cancelado.'));
          return;
        }
        if (BACKSPACE.includes(key)) typed = typed.slice(0, -1);
        else typed += key;
      }
    };
    stdin.on('data', onData);
  });
}

export function readSecret(prompt: string): Promise<string> {
  return process.stdin.isTTY ? hiddenLine(prompt) : firstLine();
}
