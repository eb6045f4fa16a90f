// Chat management against the production build and the local backend: conversations seeded as the
// chat functions store them are listed, searched, filtered, read, resent, turned into an enquiry,
// downloaded and erased by an admin, by mouse and by keyboard, in English and Dutch.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { serviceClient } from '../tests/support/clients';
import { openAsNewAdmin } from './admin-session';
import { mailTo } from './mail';
import { seriousAxeViolations } from './site';

const CHATS = '/chat-management';

/** A word no other test's conversation holds, put in every address and name seeded here. */
const uniqueTag = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => String.fromCharCode(97 + (byte % 26))).join(
    '',
  );

interface Seeded {
  id: string;
  email: string;
}

async function seedConversation({
  tag,
  label,
  language = 'en',
  closed = false,
  name = null,
  messages,
  minutesAgo = 0,
}: {
  tag: string;
  label: string;
  language?: 'en' | 'nl';
  closed?: boolean;
  name?: string | null;
  messages: [role: 'user' | 'assistant', content: string, answeredBy?: 'gemini' | 'local'][];
  minutesAgo?: number;
}): Promise<Seeded> {
  const service = serviceClient();
  const email = `${label}-${tag}@example.com`;
  const started = Date.now() - minutesAgo * 60_000;
  const { data, error } = await service
    .from('chat_conversations')
    .insert({
      customer_email: email,
      customer_name: name,
      language,
      status: closed ? 'closed' : 'open',
      closed_by: closed ? 'user' : null,
      closed_at: closed ? new Date(started + 120_000).toISOString() : null,
      transcript_status: closed ? 'failed' : 'not-sent',
      transcript_error: closed ? 'SMTP: cannot connect' : null,
      transcript_attempts: closed ? 1 : 0,
      created_at: new Date(started).toISOString(),
      last_message_at: new Date(started + 60_000 * messages.length).toISOString(),
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const id = (data as { id: string }).id;
  const rows = messages.map(([role, content, answeredBy], index) => ({
    conversation_id: id,
    role,
    content,
    answered_by: answeredBy ?? null,
    created_at: new Date(started + 60_000 * index).toISOString(),
  }));
  const inserted = await service.from('chat_messages').insert(rows);
  if (inserted.error) throw new Error(inserted.error.message);
  return { id, email };
}

/** Presses Tab until `target` has focus; fails when it never gets there. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element never received focus by Tab');
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search e-mail, name or message').fill(text);
  await page.getByRole('button', { name: 'Show chats' }).click();
}

test('a conversation is found, read, resent, made an enquiry, downloaded and erased', async ({ page }) => {
  const tag = uniqueTag();
  const closed = await seedConversation({
    tag,
    label: 'emma',
    closed: true,
    name: `Emma ${tag}`,
    minutesAgo: 30,
    messages: [
      ['user', 'Can I jump if I weigh 98 kg? <b>bold</b> & 50%_off'],
      ['assistant', 'The limit for a tandem jump is 95 kg.', 'gemini'],
      ['user', 'And for a balloon jump?'],
      ['assistant', 'Balloon jumps have the same limit.', 'local'],
    ],
  });
  const open = await seedConversation({
    tag,
    label: 'pieter',
    language: 'nl',
    messages: [['user', 'Kunnen jullie op ons festival springen?']],
  });
  // The transcript goes only to an address that confirmed it.
  const confirmed = await serviceClient()
    .from('chat_transcript_addresses')
    .insert({ email: closed.email, language: 'en', confirmed_at: new Date().toISOString() });
  expect(confirmed.error).toBeNull();

  await openAsNewAdmin(page, 'chats', `${CHATS}?q=${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chats' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Chats' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: '2 conversations' })).toBeVisible();
  const items = page.getByRole('region', { name: '2 conversations' }).getByRole('listitem');
  // Newest first, each with its language, message count, how it ended and its transcript.
  await expect(items.nth(0)).toContainText(open.email);
  await expect(items.nth(0)).toContainText('Dutch');
  await expect(items.nth(0)).toContainText('1 message');
  await expect(items.nth(0)).toContainText('Open');
  await expect(items.nth(1)).toContainText(`Emma ${tag}`);
  await expect(items.nth(1)).toContainText('4 messages');
  await expect(items.nth(1)).toContainText('Closed by the visitor');
  await expect(items.nth(1)).toContainText('Transcript: Failed');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Filters narrow the list, live in the address, and Back undoes them.
  await page.getByLabel('Status', { exact: true }).selectOption('closed');
  await page.getByRole('button', { name: 'Show chats' }).click();
  await expect(page).toHaveURL(/status=closed/);
  await expect(page.getByRole('heading', { name: '1 conversation' })).toBeVisible();
  await expect(page.getByRole('link', { name: open.email })).toHaveCount(0);
  await page.getByLabel('Transcript', { exact: true }).selectOption('sent');
  await page.getByRole('button', { name: 'Show chats' }).click();
  await expect(page.getByText('No conversations match these filters.')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('link', { name: closed.email })).toBeVisible();
  await expect(page.getByLabel('Transcript', { exact: true })).toHaveValue('');
  // Message text is found exactly as typed.
  await page.goto(CHATS);
  await search(page, '<b>bold</b> & 50%_off');
  await expect(page.getByRole('heading', { name: '1 conversation' })).toBeVisible();
  await search(page, '50%%_off');
  await expect(page.getByText('No conversations match these filters.')).toBeVisible();
  await search(page, closed.email);

  // The conversation: every message with who wrote it and which answerer, as text, never as HTML.
  await page.getByRole('link', { name: closed.email }).click();
  await expect(page).toHaveURL(new RegExp(`${CHATS}/${closed.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Chat with Emma ${tag}` })).toBeVisible();
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expect(conversation.getByRole('listitem')).toHaveCount(4);
  await expect(conversation.getByText('Can I jump if I weigh 98 kg? <b>bold</b> & 50%_off')).toBeVisible();
  await expect(conversation.locator('b')).toHaveCount(0);
  await expect(conversation.getByRole('listitem').nth(1)).toContainText('Assistant (Gemini)');
  await expect(conversation.getByRole('listitem').nth(3)).toContainText('Assistant (local answerer)');
  const about = page.getByRole('region', { name: 'About this conversation' });
  await expect(about.getByText('SMTP: cannot connect')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The transcript as a text file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as text' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^chat-\\d{4}-\\d{2}-\\d{2}-${closed.id.slice(0, 8)}\\.txt$`),
  );
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toContain(`Chat with Emma ${tag} (${closed.email})`);
  expect(text).toContain('Visitor:\r\nCan I jump if I weigh 98 kg? <b>bold</b> & 50%_off');
  expect(text).toContain('Assistant (Gemini):\r\nThe limit for a tandem jump is 95 kg.');

  // Resend: the outcome in words, the status read back, and the mail in the visitor's inbox.
  await page.getByRole('button', { name: 'Resend transcript' }).click();
  await expect(
    page.getByText('Sent again. The transcript is on its way to the visitor and to you.'),
  ).toBeVisible();
  await expect(about.getByText('Sent', { exact: true })).toBeVisible();
  await expect(about.getByText('SMTP: cannot connect')).toHaveCount(0);
  const mail = await mailTo(closed.email, /^Your chat with/);
  expect(mail.Text).toContain('And for a balloon jump?');

  // Into the inbox: one enquiry, opened again from the same conversation.
  await page.getByRole('button', { name: 'Make an enquiry' }).click();
  const openEnquiry = page.getByRole('link', { name: 'Open the enquiry' });
  await expect(openEnquiry).toBeFocused();
  await expect(page.getByText('The enquiry is in the inbox.')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/enquiries\/[0-9a-f-]{36}$/);
  const enquiryUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: `Emma ${tag}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What the visitor sent' })).toContainText(
    'Visitor: And for a balloon jump?',
  );
  await page.goto(`/admin/enquiries?q=${tag}`);
  await expect(page.getByRole('link', { name: `Emma ${tag}`, exact: true })).toBeVisible();
  await page.goto(`${CHATS}/${closed.id}`);
  await page.getByRole('link', { name: 'Open the enquiry' }).click();
  expect(page.url()).toBe(enquiryUrl);
  const enquiries = await serviceClient().from('enquiries').select('id').eq('email', closed.email);
  expect(enquiries.data).toHaveLength(1);

  // Erasure: the dialog names the address; Escape closes it and focus returns to its button.
  await page.goto(`${CHATS}/${closed.id}`);
  const deleteButton = page.getByRole('button', { name: 'Delete conversation' });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: `Delete the conversation with ${closed.email}?` });
  await expect(dialog).toContainText('The enquiry made from it stays in the inbox');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(new RegExp(`${CHATS}$`));
  await expect(
    page.getByRole('status').filter({ hasText: `The conversation with ${closed.email} was deleted.` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: closed.email })).toHaveCount(0);
  const messages = await serviceClient().from('chat_messages').select('id').eq('conversation_id', closed.id);
  expect(messages.data).toEqual([]);
});

test('in Dutch and by keyboard alone: from the dashboard to a conversation', async ({ page }) => {
  const tag = uniqueTag();
  const open = await seedConversation({
    tag,
    label: 'lotte',
    language: 'nl',
    name: `Lotte ${tag}`,
    messages: [
      ['user', 'Kunnen jullie op ons festival in juli springen?'],
      ['assistant', 'Ja, we verzorgen demonstraties op festivals.', 'local'],
    ],
  });
  await openAsNewAdmin(page, 'chats-dutch');
  await page.getByRole('button', { name: 'Nederlands' }).click();

  // The dashboard counts today's chats and links to them.
  const today = page.getByRole('link', { name: 'Chats vandaag' });
  await expect(today).toBeVisible();
  await tabTo(page, today);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Chats' })).toBeVisible();

  const searchField = page.getByLabel('Zoeken op e-mail, naam of bericht');
  await tabTo(page, searchField);
  await page.keyboard.type(tag);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '1 gesprek' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: open.email });
  await expect(item).toContainText('Nederlands');
  await expect(item).toContainText('2 berichten');
  await expect(item).toContainText('Verslag: Niet verstuurd');
  expect(await seriousAxeViolations(page)).toEqual([]);

  const link = page.getByRole('link', { name: open.email });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Chat met Lotte ${tag}` })).toBeVisible();
  const conversation = page.getByRole('region', { name: 'Gesprek' });
  await expect(conversation.getByRole('listitem').nth(0)).toContainText('Bezoeker');
  await expect(conversation.getByRole('listitem').nth(1)).toContainText('Assistent (eigen antwoorden)');
  // An open conversation has no transcript to resend yet.
  await expect(page.getByRole('button', { name: 'Verslag opnieuw versturen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Aanvraag maken' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const erase = page.getByRole('button', { name: 'Gesprek verwijderen' });
  await tabTo(page, erase);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Het gesprek met ${open.email} verwijderen?` });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Voorgoed verwijderen' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Het gesprek met ${open.email} is verwijderd.`)).toBeVisible();
  const gone = await serviceClient().from('chat_conversations').select('id').eq('id', open.id);
  expect(gone.data).toEqual([]);
});
