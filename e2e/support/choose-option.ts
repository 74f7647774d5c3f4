import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Choosing in a Mantine Select or MultiSelect the way a person does (open, type, click the option),
 * made to hold on a loaded machine. There, a click can land while the typed filter or a late answer
 * (the specialties, the author search) is re-rendering the options, or just as the list closes: the
 * click then chooses nothing, or the option that took its place. So each choice is checked where the
 * person sees it (the input's value for a Select, a pill for a MultiSelect) and made again, a bounded
 * number of times, if it did not take; then the list is closed and gone, so it never covers the next
 * control. Everything waits on the page's state, never on a fixed delay.
 */

type Scope = Page | Locator;
type OptionName = string | RegExp;

interface Options {
  /** Typed into a searchable field first, to narrow the list (or to start the server's author search). */
  filter?: string;
}

const ATTEMPTS = 3;
/** How long one attempt's step may take before the whole choice is made again. */
const STEP_MS = 10_000;
/** How long a click's effect may take to show before the choice counts as not taken. */
const SETTLE_MS = 5_000;

/** Chooses `option` (its exact name) in the Select or MultiSelect labelled `label`. */
export async function chooseOption(scope: Scope, label: string, option: OptionName, { filter }: Options = {}) {
  const field = comboboxIn(scope, label);
  await pick(field, option, filter, () => isChosen(field, option), `choose “${option}” in ${label}`);
}

/** Takes the chosen `option` away again by choosing it once more (a Select that allows it, a MultiSelect). */
export async function unchooseOption(scope: Scope, label: string, option: OptionName) {
  const field = comboboxIn(scope, label);
  await pick(field, option, undefined, async () => !(await isChosen(field, option)), `take “${option}” from ${label}`);
}

function comboboxIn(scope: Scope, label: string) {
  return scope.getByRole('combobox', { name: label, exact: true });
}

async function pick(
  field: Locator,
  option: OptionName,
  filter: string | undefined,
  done: () => Promise<boolean>,
  what: string,
) {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    // Checked before every click: choosing a chosen option again takes it away.
    if (await done()) return closeList(field);
    try {
      // A list that let a choice slip is closed first, so the next attempt starts from a fresh one.
      if (attempt > 1) {
        // Said in the run's output, so a choice that often needs a second try shows.
        console.warn(
          `chooseOption: attempt ${attempt} to ${what} (${String(lastError ?? 'not taken').split('\n')[0]})`,
        );
        await closeList(field);
      }
      const list = await openList(field, filter);
      const target = list.getByRole('option', { name: option, exact: true });
      await target.waitFor({ timeout: STEP_MS });
      if (filter !== undefined) await filtered(list, filter);
      // Playwright clicks once the option stands still and is the element under the pointer.
      await target.click({ timeout: STEP_MS });
      if (await settles(done)) return closeList(field);
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
  }
  throw new Error(
    `Could not ${what} in ${ATTEMPTS} attempts: ${String(lastError ?? 'not taken')}\n${await describe(field)}`,
  );
}

/** The field's state and what the page shows as options, for the message of a choice that never took. */
async function describe(field: Locator) {
  const state = await field.evaluate((input: HTMLInputElement) => ({
    value: input.value,
    expanded: input.getAttribute('aria-expanded'),
    controls: input.getAttribute('aria-controls'),
    focused: document.activeElement === input,
    lists: [...document.querySelectorAll('[role=listbox]')].map((list) => ({
      id: list.id,
      options: [...list.querySelectorAll('[role=option]')].map((o) => (o as HTMLElement).innerText),
    })),
  }));
  return JSON.stringify(state);
}

/** Types the filter (if not already there) and opens the field's list; returns that list, by its id. */
async function openList(field: Locator, filter: string | undefined): Promise<Locator> {
  if (filter !== undefined && (await field.inputValue()) !== filter) await field.fill(filter, { timeout: STEP_MS });
  // A click opens a searchable field's list but toggles a plain Select's: click only a closed one.
  if ((await field.getAttribute('aria-expanded')) !== 'true') await field.click({ timeout: STEP_MS });
  const open = field.and(field.page().locator('[aria-expanded="true"][aria-controls]'));
  await open.waitFor({ timeout: STEP_MS });
  return listOf(field, (await open.getAttribute('aria-controls'))!);
}

function listOf(field: Locator, id: string) {
  return field.page().locator(`[id="${id}"]`);
}

/** Waits until every option shown matches the typed filter, so the options no longer move under the click. */
async function filtered(list: Locator, filter: string) {
  const wanted = filter.toLowerCase();
  const narrowed = async () => {
    const names = await list.getByRole('option').allInnerTexts();
    return names.length > 0 && names.every((name) => name.toLowerCase().includes(wanted));
  };
  await expect.poll(narrowed, { timeout: STEP_MS, message: `the options narrow to “${filter}”` }).toBe(true);
}

/** Whether `done` holds within SETTLE_MS (a re-render after the click can take that long on a busy machine). */
function settles(done: () => Promise<boolean>) {
  return expect
    .poll(done, { timeout: SETTLE_MS })
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
}

/** A MultiSelect shows each choice as a pill next to its input; a Select shows it as the input's value. */
async function isChosen(field: Locator, option: OptionName) {
  const multiple = await field.evaluate((input) => input.classList.contains('mantine-PillsInputField-field'));
  if (multiple) {
    const pills = field.locator('xpath=..').locator('.mantine-Pill-label');
    return (await pills.getByText(option, { exact: true }).count()) > 0;
  }
  const value = await field.inputValue();
  return typeof option === 'string' ? value === option : option.test(value);
}

/** Closes the field's list if it is still open (a MultiSelect's stays open) and waits until it is gone. */
async function closeList(field: Locator) {
  const id = await field.getAttribute('aria-controls');
  // Escape only while the list is open: with the list closed, Escape would close the dialog around it.
  if (id && (await field.getAttribute('aria-expanded')) === 'true') await field.press('Escape');
  await field.and(field.page().locator(':not([aria-expanded="true"])')).waitFor({ timeout: STEP_MS });
  if (id) await listOf(field, id).waitFor({ state: 'hidden', timeout: STEP_MS });
}
