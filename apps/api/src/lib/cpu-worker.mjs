// The worker pool's entry (cpu-pool.ts). Plain JavaScript so that a worker starts the same way under the
// server (`node --import tsx`), under vitest and under `tsx`: it registers tsx itself, then loads the
// TypeScript tasks.
import { register } from 'tsx/esm/api';

register();
const { cpuTasks } = await import('./cpu-tasks.ts');

export default function runCpuTask({ name, input }) {
  return cpuTasks[name](input);
}
