/**
 * The embedded database's data directory: one process at a time (a lock with the holder's pid, taken
 * over at once from a dead holder) and private files (0700 directories, 0600 files: it holds password
 * hashes and sessions). docs/operations.md "The embedded database".
 */
import { chmodSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import lockfile from "proper-lockfile";

/** Where the lock reports a take-over. */
interface LockLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** Thrown when another running process holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another running Officely process. ` +
        "Stop that process, or set DATA_DIR to another directory. " +
        "If that process crashed, start again: a lock whose process is gone is taken over at once.",
    );
    this.name = "DataDirLockedError";
  }
}

/**
 * Takes the data directory lock (proper-lockfile, holder pid beside it); takes over at once the lock
 * of a holder that is no longer running. Returns the release. Throws DataDirLockedError when a live
 * process holds it.
 */
export async function lockDataDir(dataDir: string, log: LockLog): Promise<() => Promise<void>> {
  const lockfilePath = resolve(dataDir, "officely.lock");
  const pidFile = resolve(dataDir, "officely.pid");
  const acquire = () =>
    lockfile.lock(dataDir, {
      lockfilePath,
      stale: 15_000,
      update: 5_000,
      realpath: false,
      onCompromised: () => {
        // Lost the lock (clock jump or the directory removed): keep serving; the next start re-checks.
      },
    });
  let unlock: () => Promise<void>;
  try {
    unlock = await acquire();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    const holder = lockHolderPid(pidFile);
    if (holder === null || isProcessAlive(holder)) throw new DataDirLockedError(dataDir);
    // The holder was killed (kill -9, power loss): its lock cannot be released by it, so take it over.
    log.warn({ dataDir, pid: holder }, "taking over the data directory lock of a process that is no longer running");
    rmSync(lockfilePath, { recursive: true, force: true });
    try {
      unlock = await acquire();
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dataDir);
      throw retryError;
    }
  }
  writeFileSync(pidFile, String(process.pid), { mode: 0o600 });
  return async () => {
    rmSync(pidFile, { force: true });
    await unlock();
  };
}

function lockHolderPid(pidFile: string): number | null {
  try {
    const pid = Number(readFileSync(pidFile, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** New files of this process are private (umask 077). */
export function restrictNewFiles(): void {
  try {
    process.umask(process.umask() | 0o077);
  } catch {
    // Worker threads cannot change the umask; tightenPermissions still fixes what exists at start.
  }
}

/** Directories 0700 and files 0600 under the data directory (older versions created them 0777/0666). */
export function tightenPermissions(path: string): void {
  const stat = statSync(path);
  if (stat.isDirectory()) {
    if ((stat.mode & 0o077) !== 0) chmodSync(path, 0o700);
    for (const entry of readdirSync(path)) tightenPermissions(resolve(path, entry));
  } else if (stat.isFile() && (stat.mode & 0o077) !== 0) {
    chmodSync(path, 0o600);
  }
}
