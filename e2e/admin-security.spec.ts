import { expect, test } from '@playwright/test';
import { openAsNewAdmin } from './admin-session';
import { seriousAxeViolations, watchConsole } from './site';

// /ssl-status against the production build this run serves: the function asks the local server
// under the live domain's names, so the hosting rules it checks are the ones that ship.

test('an admin sees the security status of the served build, check by check, in both languages', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await openAsNewAdmin(page, 'security', '/ssl-status');
  await expect(page).toHaveURL(/\/ssl-status$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security status');
  await expect(page.getByText(/This is a local build/)).toBeVisible();

  // Each check's heading reads "<status> <title>".
  const check = (title: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(` ${title}$`) }) });
  for (const title of [
    'From http to https',
    'Strict Transport Security',
    'Content Security Policy',
    'Referrer-Policy',
    'Protection against framing',
    'X-Content-Type-Options',
    'www to the main domain',
    'Other domains',
    'Row-level security in the database',
  ]) {
    await expect(check(title).getByRole('heading')).toContainText('Pass');
  }
  await expect(check('Strict Transport Security')).toContainText(
    'max-age=63072000; includeSubDomains; preload',
  );
  await expect(check('HTTPS').getByRole('heading')).toContainText('Not checked locally');
  await expect(check('Certificate').getByRole('heading')).toContainText('Not checked locally');
  await expect(page.getByText('9 of 9 checks pass.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beveiligingsstatus');
  await expect(check('Rijbeveiliging in de database').getByRole('heading')).toContainText('In orde');
  await page.getByRole('button', { name: 'Opnieuw controleren' }).click();
  await expect(page.getByText('9 van de 9 controles in orde.')).toBeVisible();
  expect(problems).toEqual([]);
});
