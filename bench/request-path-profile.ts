// `node --cpu-prof` target for the request path (bench/README.md, "The request path"): the READ
// request (or `write`) of bench/request-path.ts in a loop, after a warm-up, with its rate printed.
import { startRequestPath } from './request-path';

const which = (['writeFloor', 'readFloor', 'write'] as const).find((name) => process.argv.includes(name)) ?? 'read';
const count = Number(process.env.REQUESTS ?? 400);
const path = await startRequestPath();
try {
  const first = await path[which]();
  if (process.argv.includes('show')) process.stdout.write(`${JSON.stringify(first).slice(0, 3000)}\n`);
  for (let i = 0; i < 50; i += 1) await path[which]();
  const started = performance.now();
  for (let i = 0; i < count; i += 1) await path[which]();
  const ms = (performance.now() - started) / count;
  process.stdout.write(`${which}: ${ms.toFixed(3)} ms/request, ${(1000 / ms).toFixed(0)} requests/s\n`);
} finally {
  await path.close();
}
