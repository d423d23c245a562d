// A progress bar for the command lines, on a terminal only: never in CI, never when the
// output is piped or redirected (then the lines are all there is). While a bar shows, lines
// are printed above it.

import { MultiBar } from 'cli-progress';

export interface Progress {
  /** Sets how far along it is (and, once known, of how much). */
  update(value: number, total?: number): void;
  /** Prints a line of output (above the bar, when there is one). */
  line(text: string): void;
  stop(): void;
}

/** Whether a bar shows: stdout and stderr are a terminal, outside CI. */
export function showsProgress(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(process.stdout.isTTY) && Boolean(process.stderr.isTTY) && !env.CI && env.TERM !== 'dumb';
}

export function progressBar(label: string, total: number): Progress {
  if (!showsProgress()) {
    return { update: () => {}, line: (text) => void process.stdout.write(`${text}\n`), stop: () => {} };
  }
  const bars = new MultiBar({ format: `${label} [{bar}] {value}/{total}`, stream: process.stderr, hideCursor: true, clearOnComplete: true, barsize: 30 });
  const bar = bars.create(total, 0);
  return {
    update(value, newTotal) {
      if (newTotal !== undefined) bar.setTotal(newTotal);
      bar.update(value);
    },
    line: (text) => bars.log(`${text}\n`),
    stop: () => {
      bars.update(); // prints the lines still waiting for a redraw
      bars.stop();
    },
  };
}
