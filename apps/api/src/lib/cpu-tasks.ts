import { type DetectOptions, detectPhi } from '@pc/phi';
import { proposePositions } from '../modules/positions/position-grouping.js';

/**
 * The CPU-heavy functions the worker pool runs (cpu-pool.ts): pure, one argument and a result that
 * structured cloning carries (no class instances, no functions).
 */
export const cpuTasks = {
  detectPhi: ({ text, options }: { text: string; options: DetectOptions }) => detectPhi(text, options),
  /** A thread's answers grouped by their text (issue 24): tens to hundreds of milliseconds on a busy case. */
  proposePositions: ({ answers, count }: { answers: { id: number; text: string }[]; count: number }) =>
    proposePositions(answers, count),
};

export type CpuTaskName = keyof typeof cpuTasks;
export type CpuTaskInput<N extends CpuTaskName> = Parameters<(typeof cpuTasks)[N]>[0];
export type CpuTaskResult<N extends CpuTaskName> = ReturnType<(typeof cpuTasks)[N]>;
