/** One item's answer from a group: its value, or the error that item alone failed with. */
export type Settled<O> = { ok: true; value: O } | { ok: false; error: unknown };

/**
 * Group commit: items submitted while `maxInFlight` groups are running wait, and the next group
 * takes up to `maxSize` of them at once. A lone item starts at once, so nothing waits on a
 * timer; under load, groups grow by themselves and share their database round trips.
 * `run` answers every item of its group in order; if it throws, every item of the group fails
 * with that error.
 */
export function createGroupCommit<I, O>(options: {
  maxInFlight: number;
  maxSize: number;
  run: (items: I[]) => Promise<Settled<O>[]>;
}) {
  const queue: { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  let inFlight = 0;

  function next(): void {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const group = queue.splice(0, options.maxSize);
      inFlight += 1;
      // In a promise chain, so that a `run` throwing before its promise fails its group, not the queue behind it.
      void new Promise<Settled<O>[]>((resolve) =>
        resolve(options.run(group.map((entry) => entry.item))),
      )
        .then(
          (answers) => {
            group.forEach((entry, i) => {
              const answer = answers[i];
              if (!answer) entry.reject(new Error('group commit: no answer for an item'));
              else if (answer.ok) entry.resolve(answer.value);
              else entry.reject(answer.error);
            });
          },
          (error: unknown) => {
            for (const entry of group) entry.reject(error);
          },
        )
        .finally(() => {
          inFlight -= 1;
          next();
        });
    }
  }

  return {
    submit(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        next();
      });
    },
  };
}

/**
 * Reads by key, many at once under load: keys asked for while earlier reads are running are
 * looked up together in one query (the same grouping as createGroupCommit). A key not found
 * reads as undefined.
 */
export function createGroupedReader<K, V>(
  readMany: (keys: K[]) => Promise<Map<K, V>>,
  options: { maxInFlight: number; maxSize: number } = { maxInFlight: 2, maxSize: 256 },
) {
  const groups = createGroupCommit<K, V | undefined>({
    ...options,
    run: async (keys) => {
      const found = await readMany([...new Set(keys)]);
      return keys.map((key) => ({ ok: true as const, value: found.get(key) }));
    },
  });
  return (key: K): Promise<V | undefined> => groups.submit(key);
}
