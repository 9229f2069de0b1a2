/** The real server as a child process, for checks that kill it: started, awaited, killed. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');
const START_TIMEOUT_MS = 60_000;

export type ServerProcess = { base: string; child: ChildProcess; output: () => string };

/**
 * `node --import tsx apps/server/src/server.ts` on the database `env` names, without the web
 * pages (no build needed) or attempt limits; resolves once it listens. `port` 0 takes a free one.
 * `preload`: more modules imported before the server (paths from the repository's root).
 */
export function startServer(
  env: Record<string, string>,
  port: number,
  { preload = [] }: { preload?: string[] } = {},
): Promise<ServerProcess> {
  const {
    DATABASE_URL: _url,
    DATA_DIR: _dir,
    TEST_DATABASE_URL: _test,
    ...inherited
  } = process.env;
  const imports = ['tsx', ...preload].flatMap((module) => ['--import', module]);
  const child = spawn(process.execPath, [...imports, 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'false',
      WEB_BUILD_DIR: path.join(root, '.no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => fail(`did not start in ${START_TIMEOUT_MS} ms`),
      START_TIMEOUT_MS,
    );
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`The server ${why}:\n${output.slice(-2000)}`));
    };
    child.on('exit', (code, signal) => fail(`exited (${code ?? signal}) while starting`));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const listening = /http:\/\/acme\.localhost:(\d+)/.exec(output);
      if (!listening) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ base: `http://127.0.0.1:${listening[1]}`, child, output: () => output });
    });
  });
}

/** Sends the signal and resolves once the process is gone. */
export function stopServer(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}
