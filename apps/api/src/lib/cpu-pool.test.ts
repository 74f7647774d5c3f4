import { ERROR_CODES } from '@pc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CPU_POOL_QUEUE, CPU_POOL_THREADS, openCpuPool, releaseCpuPool, runInPool } from './cpu-pool.js';
import { AppError } from './errors.js';

beforeAll(async () => {
  openCpuPool();
  // Every thread up and the tasks loaded, so that the next tasks are counted against a warm pool.
  await Promise.all(
    Array.from({ length: CPU_POOL_THREADS }, () => runInPool('detectPhi', { text: 'warm', options: {} })),
  );
});
afterAll(releaseCpuPool);

describe('the CPU pool', () => {
  it('takes a task for each thread and each place in the queue, and refuses the rest at once with 503 busy', async () => {
    // Submitted in one tick: none can finish before the last is counted.
    const capacity = CPU_POOL_THREADS + CPU_POOL_QUEUE;
    const answers = await Promise.allSettled(
      Array.from({ length: capacity + 3 }, () =>
        runInPool('detectPhi', { text: 'Call Maria Lopez at 555-0142.', options: {} }),
      ),
    );

    expect(answers.slice(0, capacity).map((answer) => answer.status)).toEqual(Array(capacity).fill('fulfilled'));
    for (const answer of answers.slice(capacity)) {
      expect(answer.status).toBe('rejected');
      const reason = (answer as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({ statusCode: 503, code: ERROR_CODES.busy });
    }
  });
});
