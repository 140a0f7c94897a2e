import { describe, expect, it } from 'vitest';
import { createGroupCommit, createGroupedReader } from './group-commit.ts';

/** A promise the test settles by hand. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('group commit', () => {
  it('runs a lone item at once and groups the items that arrive while it runs', async () => {
    const groups: number[][] = [];
    const first = gate();
    const commit = createGroupCommit<number, number>({
      maxInFlight: 1,
      maxSize: 10,
      run: async (items) => {
        groups.push(items);
        if (groups.length === 1) await first.opened;
        return items.map((item) => ({ ok: true, value: item * 2 }));
      },
    });
    const answers = [commit.submit(1)];
    expect(groups).toEqual([[1]]);
    answers.push(commit.submit(2), commit.submit(3), commit.submit(4));
    expect(groups).toEqual([[1]]);
    first.open();
    expect(await Promise.all(answers)).toEqual([2, 4, 6, 8]);
    expect(groups).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps to its limits: groups in flight and items per group', async () => {
    let running = 0;
    let mostRunning = 0;
    const sizes: number[] = [];
    const commit = createGroupCommit<number, number>({
      maxInFlight: 2,
      maxSize: 3,
      run: async (items) => {
        running += 1;
        mostRunning = Math.max(mostRunning, running);
        sizes.push(items.length);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return items.map((value) => ({ ok: true, value }));
      },
    });
    const values = Array.from({ length: 20 }, (_, i) => i);
    expect(await Promise.all(values.map((v) => commit.submit(v)))).toEqual(values);
    expect(mostRunning).toBe(2);
    expect(Math.max(...sizes)).toBe(3);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(20);
  });

  it('fails only the item a group answers with an error, and every item when the group throws', async () => {
    const commit = createGroupCommit<string, string>({
      maxInFlight: 1,
      maxSize: 10,
      run: async (items) => {
        if (items.includes('boom')) throw new Error('group failed');
        return items.map((item) =>
          item === 'bad'
            ? { ok: false, error: new Error(`refused ${item}`) }
            : { ok: true, value: item.toUpperCase() },
        );
      },
    });
    const settled = await Promise.allSettled([
      commit.submit('a'),
      commit.submit('bad'),
      commit.submit('c'),
    ]);
    expect(
      settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message)),
    ).toEqual(['A', 'refused bad', 'C']);
    const failed = await Promise.allSettled([
      commit.submit('x'),
      commit.submit('boom'),
      commit.submit('y'),
    ]);
    expect(failed.slice(1).map((s) => s.status)).toEqual(['rejected', 'rejected']);
    // After a failed group the next one still runs.
    expect(await commit.submit('z')).toBe('Z');
  });

  it('fails the group whose run throws before returning a promise, and keeps serving', async () => {
    const commit = createGroupCommit<string, string>({
      maxInFlight: 1,
      maxSize: 10,
      run: (items) => {
        if (items.includes('sync')) throw new Error('thrown at once');
        return Promise.resolve(items.map((value) => ({ ok: true as const, value })));
      },
    });
    await expect(commit.submit('sync')).rejects.toThrow('thrown at once');
    expect(await commit.submit('next')).toBe('next');
  });
});

describe('grouped reader', () => {
  it('reads the keys asked for together in one query, each once, and answers undefined for a missing key', async () => {
    const queries: string[][] = [];
    const first = gate();
    const read = createGroupedReader(
      async (keys: string[]) => {
        queries.push(keys);
        if (queries.length === 1) await first.opened;
        return new Map(keys.filter((k) => k !== 'nobody').map((k) => [k, `row ${k}`]));
      },
      { maxInFlight: 1, maxSize: 100 },
    );
    const answers = [read('a'), read('b'), read('b'), read('nobody'), read('c')];
    first.open();
    expect(await Promise.all(answers)).toEqual(['row a', 'row b', 'row b', undefined, 'row c']);
    expect(queries).toEqual([['a'], ['b', 'nobody', 'c']]);
  });
});
