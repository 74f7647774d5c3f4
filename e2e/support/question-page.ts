import type { BrowserContext, Page } from 'playwright-core';

/** The sponsored notice (once per question per session) and the "more questions" popup: move on. */
export async function passInterstitials(page: Page) {
  // `isVisible` does not wait; a dialog opened by the click just made needs a moment to render.
  const appears = (dialog: ReturnType<Page['getByRole']>, timeout: number) =>
    dialog.waitFor({ state: 'visible', timeout }).then(
      () => true,
      () => false,
    );
  const notice = page.getByRole('dialog', { name: 'Sponsored educational program' });
  if (await appears(notice, 1500)) {
    await notice.getByRole('button', { name: 'Next' }).click();
    await notice.waitFor({ state: 'hidden' });
  }
  const popup = page.getByRole('dialog', { name: 'More questions are waiting for you' });
  if (await appears(popup, 500)) {
    await popup.getByRole('button', { name: 'Not now' }).click();
    await popup.waitFor({ state: 'hidden' });
  }
}

export const responsesToggle = (page: Page) => page.getByRole('button', { name: /^Responses \(\d+\)$/ });

/** Opens the thread (collapsed until clicked) and passes the sponsored notice when it is due. */
export async function openThread(page: Page) {
  const toggle = responsesToggle(page);
  await toggle.waitFor();
  // The sponsored notice is due only once the question's program has loaded.
  await page.waitForLoadState('networkidle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await passInterstitials(page);
  await page
    .getByText(/hidden until you answer|Sort by|No responses yet|only response/)
    .first()
    .waitFor();
}

/**
 * A saved answer may lead to a sponsored program (spec §5): its partner site, which the tests cannot
 * reach, answers with the program's return link, as the real one sends the member back.
 */
export async function answerFromPartnerSite(context: BrowserContext, baseUrl: string) {
  await context.route('https://programs.example.org/**', (route) => {
    const back = new URL(route.request().url()).searchParams.get('returnUrl') ?? `${baseUrl}/questions`;
    return route.fulfill({ status: 302, headers: { location: back } });
  });
}
