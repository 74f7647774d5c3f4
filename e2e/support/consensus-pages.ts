import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';

/** What a click downloads: the browser's file name and where Playwright saved it. */
export async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; path: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), path: (await download.path())! };
}

export const readText = (file: string) => readFile(file, 'utf8');

/** LibreOffice's command, when this machine has it (the DOCX export is then also converted to PDF). */
export const SOFFICE = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((p) => existsSync(p)) ?? null;

/** Types into a field and leaves it, as a person does: the wizard shows a field's errors once it was left. */
export async function fillAndLeave(field: Locator, value: string) {
  await field.fill(value);
  await field.blur();
}

/** The field's own error text (Mantine ties it to the input with aria-describedby). */
export async function fieldError(field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts: string[] = [];
  for (const id of ids) {
    const node = field.page().locator(`[id="${id}"]`);
    if ((await node.count()) && id.includes('error')) texts.push((await node.innerText()).trim());
  }
  return texts.join(' ');
}

/** Waits until no menu, listbox or dialog is open (a closing Mantine menu half-faded can flake axe). */
export async function noPopupsOpen(page: Page) {
  for (const role of ['menu', 'listbox', 'dialog'] as const) {
    await page.getByRole(role).first().waitFor({ state: 'detached' });
  }
}

/** `count` words, for the word limits of spec §5. */
export const words = (count: number, word = 'word') => Array.from({ length: count }, () => word).join(' ');
