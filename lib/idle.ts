/**
 * Runs `task` once the browser is idle (at the latest after `timeout` ms), or after `fallbackMs`
 * where requestIdleCallback is missing (Safari). Returns the cancel function, for effect clean-ups.
 */
export function whenIdle(task: () => void, timeout = 3000, fallbackMs = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, fallbackMs);
  return () => clearTimeout(timer);
}
