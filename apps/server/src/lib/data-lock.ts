import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The longest socket path the kernel takes (sun_path: 104 bytes on macOS, 108 on Linux). */
const MAX_SOCKET_PATH = 103;

/**
 * PGlite must never be opened by two processes at once. The owner listens on a Unix socket in
 * the data folder: the kernel closes it when the owner dies, even by `kill -9`, so a live owner
 * answers and a dead one's socket file refuses connections and is taken over. No pid is
 * trusted, so a pid reused by another program blocks nothing. A second start refuses.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const socketPath = lockPathOf(dataDir);
  // Whoever knocks is told the owner's pid, for the message.
  const lock = net.createServer((socket) => socket.end(String(process.pid)));
  lock.unref(); // the lock alone never keeps the process alive
  if (!(await listen(lock, socketPath))) {
    const owner = await ownerOf(socketPath);
    if (owner) throw inUse(dataDir, owner);
    // Left by a dead owner (or the pid file of an older version).
    fs.rmSync(socketPath, { force: true });
    if (!(await listen(lock, socketPath))) throw inUse(dataDir, await ownerOf(socketPath));
  }
  return () => new Promise((resolve) => lock.close(() => resolve()));
}

const inUse = (dataDir: string, owner: string | null) =>
  new Error(
    `The data folder ${dataDir} is in use by another server (pid ${owner ?? 'unknown'}). Stop it first or set DATA_DIR to another folder.`,
  );

/** The socket's path, relative to the working folder when that is shorter (a deep DATA_DIR). */
function lockPathOf(dataDir: string): string {
  const absolute = path.resolve(dataDir, 'server.lock');
  const relative = path.relative(process.cwd(), absolute);
  const shorter = relative.length < absolute.length ? relative : absolute;
  // Node would silently cut a longer path and lock some other file.
  if (Buffer.byteLength(shorter) > MAX_SOCKET_PATH)
    throw new Error(
      `The data folder path ${dataDir} is too long for its lock; set a shorter DATA_DIR.`,
    );
  return shorter;
}

/** Listens on the socket path; false when a file is already there. */
function listen(server: net.Server, socketPath: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const refused = (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(false) : reject(error);
    server.once('error', refused);
    server.listen(socketPath, () => {
      server.off('error', refused);
      resolve(true);
    });
  });
}

/** The live owner's pid ('unknown' if it does not say in time), or null when nobody answers. */
function ownerOf(socketPath: string): Promise<string | null> {
  return new Promise((resolve) => {
    let connected = false;
    let said = '';
    const socket = net.connect(socketPath, () => (connected = true));
    socket.setEncoding('utf8');
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve('unknown');
    });
    socket.on('data', (chunk: string) => (said += chunk));
    socket.on('end', () => resolve(said || 'unknown'));
    socket.on('error', () => resolve(connected ? 'unknown' : null));
  });
}
