// A step that may hang (a page that never settles) bounded in time: it fails with its name.

export async function within<T>(ms: number, what: string, step: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([step(), late]);
  } finally {
    clearTimeout(timer);
  }
}
