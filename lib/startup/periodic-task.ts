/**
 * Runs `task` now and then every `intervalMs`, never two at once (a slow run makes the next tick
 * skip, not pile up), without keeping the process alive. Returns what stops it.
 */
export function startPeriodicTask(task: () => Promise<void>, intervalMs: number): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
