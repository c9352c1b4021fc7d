import '@/lib/server/only';
import fs from 'node:fs';

/** Error raised when another live process holds the embedded database. */
class DatabaseLockedError extends Error {
  constructor(lockFile: string, pid: number) {
    super(
      `The embedded database is in use by process ${pid} (${lockFile}). ` +
        'PGlite allows one process per data directory: stop the other process, use another DATA_DIR, or set DATABASE_URL.',
    );
    this.name = 'DatabaseLockedError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>.lock` with O_EXCL, holding our pid. A lock left by a dead process is taken over.
 * Returns a release function; the lock is also removed when the process exits.
 */
export function acquireLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockFile, 'wx', 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      const release = () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
      if (holder === process.pid) return () => {};
      if (Number.isFinite(holder) && holder > 0 && alive(holder)) throw new DatabaseLockedError(lockFile, holder);
      // stale: the holder died without cleaning up
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the database lock ${lockFile}`);
}
