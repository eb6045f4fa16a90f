import { expect } from '@playwright/test';

// The local stack's mail inbox, read through its Mailpit-style API, as a person reads their mail.
const MAIL_API = 'http://127.0.0.1:54324/api/v1';

export interface Mail {
  Subject: string;
  Text: string;
}

/** The message to `email` whose subject matches, once it has arrived. */
export async function mailTo(email: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const search = await fetch(`${MAIL_API}/search?query=${encodeURIComponent(`to:${email}`)}`);
        const { messages: list } = (await search.json()) as { messages: { ID: string; Subject: string }[] };
        const match = list.find((message) => subject.test(message.Subject));
        if (match) found = (await (await fetch(`${MAIL_API}/message/${match.ID}`)).json()) as Mail;
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found as Mail;
}
