// Runs jobs two at a time (the machine's two cores, one browser page each), in order; says when each ends.

const AT_A_TIME = 2;

export async function twoAtATime(
  jobs: readonly (() => Promise<void>)[],
  onDone: (done: number, total: number) => void,
): Promise<void> {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      await job();
      onDone(++done, jobs.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_A_TIME, jobs.length) }, worker));
}
