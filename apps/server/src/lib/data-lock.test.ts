import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-lock.ts';

let dataDir: string;
const children: ChildProcess[] = [];
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-lock-'));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Another process that takes the lock and holds it until killed; resolves once it holds it. */
async function otherServer(): Promise<ChildProcess> {
  const module = new URL('./data-lock.ts', import.meta.url).href;
  const script = `const { lockDataDir } = await import(${JSON.stringify(module)});
await lockDataDir(${JSON.stringify(dataDir)});
console.log('locked');
setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const [said] = (await once(child.stdout!, 'data')) as [Buffer];
  expect(said.toString()).toBe('locked\n');
  return child;
}

const refusal = (pid: number | string) =>
  `The data folder ${dataDir} is in use by another server (pid ${pid}). Stop it first or set DATA_DIR to another folder.`;

describe('lockDataDir', () => {
  it('refuses while another live process holds the folder, naming its pid', async () => {
    const other = await otherServer();
    await expect(lockDataDir(dataDir)).rejects.toThrow(refusal(other.pid!));
  });

  it('takes over from a process killed with SIGKILL, whose lock was never removed', async () => {
    const other = await otherServer();
    other.kill('SIGKILL');
    await once(other, 'exit');
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    const unlock = await lockDataDir(dataDir);
    await unlock();
  });

  it('is not blocked by a lock file naming the pid of a live, unrelated process', async () => {
    for (const pid of [process.ppid, 1, process.pid]) {
      fs.writeFileSync(path.join(dataDir, 'server.lock'), String(pid));
      const unlock = await lockDataDir(dataDir);
      await unlock();
    }
  });

  it('refuses a second lock in the same folder and frees the folder when released', async () => {
    const unlock = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(refusal(process.pid));
    await unlock();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    await (
      await lockDataDir(dataDir)
    )();
  });
});
