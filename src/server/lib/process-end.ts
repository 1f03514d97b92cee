/**
 * How an Officely process ends (the server, the workers' primary, the CLI scripts): never with
 * process.exit. On Node 24 process.exit can deadlock for ever while V8 still compiles in the
 * background (nodejs/node#54918: the exit joins V8's worker threads while one of them waits for a
 * garbage collection only the exiting thread could run); CI once hung 20+ minutes in it. A process
 * ends instead when its event loop has nothing left, with the code set here, and one still held open
 * past its deadline is killed with SIGKILL, which cannot hang.
 */

/** Lets the process end with `code` once nothing is left to run (0 done, 1 failed or refused). */
export function endWithCode(code: 0 | 1): void {
  process.exitCode = code;
}

/**
 * Kills this process with SIGKILL after `ms` milliseconds unless it has ended by then; `onKill` runs
 * just before (to log why). The timer does not itself hold the process open. Returns the timer, to
 * clear should the deadline no longer apply.
 */
export function killIfStillRunningAfter(ms: number, onKill?: () => void): NodeJS.Timeout {
  const timer = setTimeout(() => {
    onKill?.();
    process.kill(process.pid, "SIGKILL");
  }, ms);
  timer.unref();
  return timer;
}
