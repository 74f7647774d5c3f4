import { type DetectOptions, detectPhi } from '@pc/phi';

/**
 * The CPU-heavy functions the worker pool runs (cpu-pool.ts): pure, one argument and a result that
 * structured cloning carries (no class instances, no functions).
 */
export const cpuTasks = {
  detectPhi: ({ text, options }: { text: string; options: DetectOptions }) => detectPhi(text, options),
};

export type CpuTaskName = keyof typeof cpuTasks;
export type CpuTaskInput<N extends CpuTaskName> = Parameters<(typeof cpuTasks)[N]>[0];
export type CpuTaskResult<N extends CpuTaskName> = ReturnType<(typeof cpuTasks)[N]>;
