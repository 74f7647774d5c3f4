/**
 * The CPU priority of the server's background threads (Linux): the patient-identifier detector's pool
 * runs 10 below the event loop, OCR and the face detector 15 below, so that on a busy machine the
 * long checks wait for a core rather than every other request.
 *
 * `BACKGROUND_PRIORITY=same` runs them at the event loop's priority. For a machine shared with other
 * busy programs at normal priority that the server must not yield to: below them a +15 thread gets
 * about a thirtieth of a core, and an image's check, 0.5 s of CPU, took 51 s with six busy processes
 * beside it and was refused at its minute (the browser tests, four test files and Chromium on two
 * cores, set it for their products: scripts/test.sh). config.ts validates the value; the worker
 * scripts (plain JavaScript) read it as this does.
 */
export const BACKGROUND_PRIORITIES = ['lower', 'same'] as const;

export function niceIncrement(below: number, env: NodeJS.ProcessEnv = process.env): number {
  return env.BACKGROUND_PRIORITY === 'same' ? 0 : below;
}
