import { expect, test, type Page } from '@playwright/test';
import { serviceClient } from '../tests/support/clients';
import { mailTo } from './mail';
import { requestsSeen } from './page-signals';
import { seriousAxeViolations, storeConsent, waitForHydration, watchConsole } from './site';

// The chat widget against the production build and the local stack, where the local answerer
// replies: the pre-chat form, a weight question answered from the site's facts, the inactivity
// timers on Playwright's clock, the close, the address confirmation and the transcript by e-mail,
// all by keyboard, in both languages.

test.describe.configure({ mode: 'serial' });

const service = serviceClient();

const CHAT_CHUNK = /\/assets\/ChatWidget-[^/]*\.js$/;

const visitors = [
  {
    lang: 'en',
    home: '/',
    open: 'Chat with us',
    message: 'Your message',
    question: 'can I jump if I weigh 98 kg?',
    weightFact: /100\s?kg/i,
    email: 'E-mail address',
    name: 'Name (optional)',
    warning: /are you still there/i,
    countdown: /^Closes in (1:[0-5]\d|2:00)$/,
    continue: 'Continue conversation',
    continued: /the conversation continues/i,
    end: 'End conversation',
    farewellConfirm: /confirm your address with it and the transcript follows/i,
    confirmSubject: /Confirm your e-mail address for chat transcripts/,
    confirmed: 'E-mail address confirmed',
    transcriptSubject: /^Your chat with/,
  },
  {
    lang: 'nl',
    home: '/nl',
    open: 'Met ons chatten',
    message: 'Je bericht',
    question: 'mag ik springen als ik 98 kilo weeg?',
    weightFact: /100\s?(kg|kilo)/i,
    email: 'E-mailadres',
    name: 'Naam (optioneel)',
    warning: /ben je er nog/i,
    countdown: /^Sluit over (1:[0-5]\d|2:00)$/,
    continue: 'Gesprek voortzetten',
    continued: /we gaan verder/i,
    end: 'Gesprek afsluiten',
    farewellConfirm: /bevestig daarmee je e-mailadres, dan volgt het verslag/i,
    confirmSubject: /Bevestig je e-mailadres voor chatgesprekken/,
    confirmed: 'E-mailadres bevestigd',
    transcriptSubject: /^Je chatgesprek met/,
  },
] as const;

const panel = (page: Page) => page.locator('[data-chat-widget]');
const log = (page: Page) => page.getByRole('log');

/** The confirmation link of the newest confirmation e-mail to `email`, as a path on this site. */
async function confirmationPath(email: string, subject: RegExp): Promise<string> {
  const mail = await mailTo(email, subject);
  const link = /https?:\/\/\S+?(\/(?:nl\/)?chat\/(?:confirm|bevestigen)\?token=[A-Za-z0-9_%-]+)/.exec(
    mail.Text,
  );
  expect(link, mail.Text).not.toBeNull();
  return (link as RegExpExecArray)[1];
}

for (const visitor of visitors) {
  test(`${visitor.lang}: a visitor chats by keyboard, gets the weight answer, and the transcript once the address is confirmed`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const email = `chat-${visitor.lang}-${Date.now()}@example.com`;
    await storeConsent(page, { analytics: false, marketing: false });
    await page.clock.install();
    await page.goto(visitor.home);
    await waitForHydration(page);

    const launcher = page.getByRole('button', { name: visitor.open });
    await launcher.focus();
    await page.keyboard.press('Enter');
    const box = page.getByRole('textbox', { name: visitor.message });
    await expect(box).toBeFocused();
    await expect(panel(page)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A blank message goes nowhere; the first real one asks for the e-mail address first.
    await page.keyboard.press('Enter');
    await page.keyboard.type(visitor.question);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(visitor.email)).toBeFocused();
    await expect(box).toBeDisabled();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(visitor.name)).toBeFocused();
    await page.keyboard.type('Sam');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    const reply = log(page).locator('[data-role="assistant"]').last();
    await expect(log(page).locator('[data-role="user"]')).toContainText(visitor.question);
    await expect(reply).toContainText(visitor.weightFact, { timeout: 20_000 });
    await expect(box).toBeEnabled();
    await expect(box).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Twelve quiet minutes bring the warning and its countdown; Continue starts the timers again.
    await page.clock.fastForward('12:00');
    await expect(log(page)).toContainText(visitor.warning);
    await page.clock.fastForward('01:00');
    await expect(page.getByRole('timer')).toHaveText(visitor.countdown);
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: visitor.continue })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(log(page)).toContainText(visitor.continued);
    await expect(page.getByRole('timer')).toHaveCount(0);

    if (visitor.lang === 'en') {
      // Three more minutes after the next warning, and the conversation closes by itself.
      const close = page.waitForRequest((request) =>
        request.url().endsWith('/functions/v1/close-chat-conversation'),
      );
      await page.clock.fastForward('12:00');
      await expect(page.getByRole('timer')).toBeVisible();
      await page.clock.fastForward('03:00');
      expect((await close).postDataJSON()).toMatchObject({ isAutoClose: true, language: 'en' });
    } else {
      // The transcript downloads at once, and the visitor ends the conversation.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Verslag downloaden' }).focus();
      await page.keyboard.press('Enter');
      expect((await download).suggestedFilename()).toMatch(/^chatverslag-\d{4}-\d{2}-\d{2}\.txt$/);
      const close = page.waitForRequest((request) =>
        request.url().endsWith('/functions/v1/close-chat-conversation'),
      );
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: visitor.end })).toBeFocused();
      await page.keyboard.press('Enter');
      expect((await close).postDataJSON()).toMatchObject({ isAutoClose: false, language: 'nl' });
    }
    await expect(log(page)).toContainText(visitor.farewellConfirm);
    await expect(log(page)).toContainText(email);
    await page.clock.fastForward('00:03');
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher).toBeFocused();
    expect(await page.evaluate(() => sessionStorage.getItem('chat-session'))).toBeNull();

    // The confirmation page confirms the address, and the waiting transcript arrives.
    await page.goto(await confirmationPath(email, visitor.confirmSubject));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visitor.confirmed);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const transcript = await mailTo(email, visitor.transcriptSubject);
    expect(transcript.Text).toContain(visitor.question);
    expect(transcript.Text).toMatch(visitor.weightFact);
    expect(problems).toEqual([]);
  });
}

test('the conversation survives a page change and a reload in the same tab', async ({ page }) => {
  await storeConsent(page, { analytics: false, marketing: false });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await page.getByRole('textbox', { name: 'Your message' }).fill('What should I bring?');
  await page.keyboard.press('Enter');
  await page.getByLabel('E-mail address').fill(`chat-keep-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Start conversation' }).click();
  await expect(log(page).locator('[data-role="assistant"]')).toHaveCount(1, { timeout: 20_000 });

  // A page change inside the site, as a link in the header makes it.
  await page.evaluate(() => {
    history.pushState({}, '', '/faq');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/faq$/);
  await expect(log(page)).toContainText('What should I bring?');
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(log(page)).toContainText('What should I bring?');
  await expect(page.getByRole('button', { name: 'End conversation' })).toBeVisible();
});

test('no chat code loads before the visitor moves towards the button or the browser is idle', async ({
  page,
}) => {
  const chatRequests: string[] = [];
  page.on('request', (request) => {
    if (CHAT_CHUNK.test(new URL(request.url()).pathname)) chatRequests.push(request.url());
  });
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('load');
  // Timers are held: only an interaction can load the panel now.
  await requestsSeen(page);
  expect(chatRequests).toEqual([]);
  await page.getByRole('button', { name: 'Chat with us' }).hover();
  await expect.poll(() => chatRequests.length).toBe(1);

  // Untouched, the page's loader fetches the panel's code a few seconds after the load, when the
  // browser is idle, as a module preload: fetched and compiled, not run.
  const idle = await page.context().newPage();
  const idleRequests: string[] = [];
  idle.on('request', (request) => {
    if (CHAT_CHUNK.test(new URL(request.url()).pathname)) idleRequests.push(request.url());
  });
  await idle.clock.install();
  await idle.clock.pauseAt(Date.now() + 1_000);
  await idle.goto('/nl');
  await waitForHydration(idle);
  await idle.waitForLoadState('load');
  await requestsSeen(idle);
  expect(idleRequests).toEqual([]);
  await idle.clock.runFor(10_000);
  await expect.poll(() => idleRequests.length).toBe(1);
  await expect(
    idle.locator(`link[rel="modulepreload"][href="${new URL(idleRequests[0]).pathname}"]`),
  ).toHaveCount(1);
});

test('the chat switch in the back office hides the widget without a rebuild', async ({ page }) => {
  const set = async (value: boolean) => {
    const { error } = await service.from('site_settings').update({ value }).eq('key', 'chat.enabled');
    if (error) throw new Error(error.message);
  };
  await set(false);
  try {
    const read = page.waitForResponse((response) => response.url().includes('/rest/v1/site_settings'));
    await page.goto('/services');
    await read;
    await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
  } finally {
    await set(true);
  }
  const read = page.waitForResponse((response) => response.url().includes('/rest/v1/site_settings'));
  await page.reload();
  await read;
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
});

test('on a phone the open panel covers neither the cookie banner nor the booking button', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto('/');
  await waitForHydration(page);
  const banner = page
    .getByRole('region', { name: /cookie/i })
    .or(page.locator('#cookie-consent-title').locator('..'));
  await expect(banner.first()).toBeVisible();
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(panel(page)).toBeVisible();
  const box = (await panel(page).boundingBox())!;
  const overlaps = (other: { x: number; y: number; width: number; height: number }) =>
    box.x < other.x + other.width &&
    other.x < box.x + box.width &&
    box.y < other.y + other.height &&
    other.y < box.y + box.height;
  const bannerBox = (await banner.first().boundingBox())!;
  const booking = (await page.getByRole('button', { name: 'Book a jump' }).boundingBox())!;
  expect(overlaps(bannerBox)).toBe(false);
  expect(overlaps(booking)).toBe(false);
  expect(box.width).toBeLessThanOrEqual(390 * 0.92 + 1);
  expect(box.y).toBeGreaterThanOrEqual(0);
  await context.close();
});
