// Start-up work cut into tasks the browser can paint and take input between (issue 17: no long
// task on a mid-range phone). Chromium's scheduler.yield() resumes first among waiting tasks;
// elsewhere a zero timeout (a macrotask: a promise alone would resume in the same task).
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
