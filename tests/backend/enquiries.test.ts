import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business } from '../../supabase/functions/_shared/contract/business.ts';
import { messages } from '../../supabase/functions/_shared/contract/enquiry/messages.ts';
import { startEmulator, type RunningEmulator } from '../../emulator/start.ts';
import { SECRET_KEY } from '../../emulator/keys.ts';
import { client } from '../support/helpers.ts';
import { TEST_STACK_OPTIONS } from '../support/test-stack.ts';

// The enquiry functions end to end: supabase-js invokes them through the emulator's gateway, they
// run in a real Deno, store rows in the emulator's database and send mail to its catcher.

let emulator: RunningEmulator;
let dataDir: string;

interface CaughtMessage {
  ID: string;
  Subject: string;
  To: { Address: string }[];
  Text: string;
  HTML: string;
  Headers: Record<string, string[]>;
}

async function mailTo(address: string): Promise<CaughtMessage[]> {
  const search = await fetch(
    `${emulator.inboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`,
  );
  const { messages } = (await search.json()) as { messages: { ID: string }[] };
  return Promise.all(
    messages.map(
      async ({ ID }) =>
        (await (await fetch(`${emulator.inboxUrl}/api/v1/message/${ID}`)).json()) as CaughtMessage,
    ),
  );
}

const link = (text: string, name: string) => new RegExp(`https?://\\S+/${name}\\?\\S+`).exec(text)?.[0] ?? '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'enquiries-tests-'));
  emulator = await startEmulator({
    dataDir,
    fresh: true,
    port: 0,
    inboxPort: 0,
    smtpPort: 0,
    quiet: true,
    ...TEST_STACK_OPTIONS,
  });
}, 180_000);

afterAll(async () => {
  await emulator?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const tomorrowish = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const FORMS = [
  {
    language: 'en',
    subject: /We received your request/,
    body: {
      formType: 'contact',
      name: 'Sanne de Vries',
      phone: '+31 6 1234 5678',
      service: 'helicopter-jump',
      message: 'We would like a helicopter jump for two in June.',
      page: '/contact',
    },
    row: { service: 'helicopter-jump', phone: '+31 6 1234 5678', source_path: '/contact' },
  },
  {
    language: 'nl',
    subject: /We hebben je aanvraag ontvangen/,
    body: {
      formType: 'demo',
      name: 'Pieter Bakker',
      phone: '0612345678',
      service: 'demo-event',
      message: 'Openingsshow voor ons stadion.',
      page: '/nl/contact',
      additionalData: {
        date: tomorrowish,
        location: 'Abe Lenstra Stadion, Heerenveen',
        attendees: 26000,
        budget: '10k-25k',
        eventType: 'opening-ceremony',
        specialRequests: 'Vlag van de club meenemen',
      },
    },
    row: {
      location: 'Abe Lenstra Stadion, Heerenveen',
      attendees: 26000,
      budget: '10k-25k',
      event_type: 'opening-ceremony',
      special_requests: 'Vlag van de club meenemen',
      date: tomorrowish,
    },
  },
  {
    language: 'en',
    subject: /We received your request/,
    body: {
      formType: 'tandem',
      name: 'Zoë Ångström',
      service: 'tandem-jump',
      message: 'A birthday present for my father.',
      additionalData: {
        date: tomorrowish,
        weight: 92,
        experience: 'none',
        medicalInfo: 'Mild asthma, well controlled.',
        medicalConsent: true,
        eventType: 'standard-tandem',
        specialRequests: 'Video and photos please',
      },
    },
    row: {
      weight: 92,
      experience: 'none',
      medical_info: 'Mild asthma, well controlled.',
      event_type: 'standard-tandem',
      special_requests: 'Video and photos please',
    },
  },
  {
    language: 'nl',
    subject: /We hebben je aanvraag ontvangen/,
    body: {
      formType: 'corporate',
      name: "Jan-Willem O'Brien",
      phone: '(020) 123-4567',
      message: 'Teamuitje met sprongen en een borrel.',
      additionalData: {
        companyName: 'Acme & Zonen B.V.',
        eventType: 'team-building',
        attendees: 40,
        budget: '25k-50k',
        location: 'Teuge',
        date: tomorrowish,
      },
    },
    row: { company_name: 'Acme & Zonen B.V.', event_type: 'team-building', attendees: 40, budget: '25k-50k' },
  },
] as const;

/** The first of the enquiry recipients set in the back office (the seed sets them): the company's inbox. */
async function companyInbox(): Promise<string> {
  const { data, error } = await client(emulator.url, SECRET_KEY)
    .from('site_settings')
    .select('value')
    .eq('key', 'notifications.enquiry_recipients')
    .single();
  if (error) throw new Error(error.message);
  const [first] = data.value as string[];
  if (!first) throw new Error('no enquiry recipient is set');
  return first;
}

describe('send-contact-email through the gateway', () => {
  for (const form of FORMS) {
    it(`stores a ${form.body.formType} enquiry (${form.language}) and e-mails the company and the visitor`, async () => {
      const email = `${form.body.formType}-${Date.now()}@example.test`;
      const { data, error } = await client(emulator.url).functions.invoke('send-contact-email', {
        body: { ...form.body, email, language: form.language },
      });
      expect(error).toBeNull();
      expect(data).toMatchObject({ success: true, id: expect.any(String) });
      const id = (data as { id: string }).id;

      const { data: rows } = await client(emulator.url, SECRET_KEY)
        .from('enquiries')
        .select('*')
        .eq('email', email);
      expect(rows).toHaveLength(1);
      expect(rows?.[0]).toMatchObject({
        id,
        form_type: form.body.formType,
        name: form.body.name,
        email,
        message: form.body.message,
        language: form.language,
        status: 'new',
        email_status: 'sent',
        email_error: null,
        ...form.row,
      });

      const visitorMail = await mailTo(email);
      expect(visitorMail).toHaveLength(1);
      expect(visitorMail[0]?.Subject).toMatch(form.subject);
      expect(visitorMail[0]?.Text).toContain(business.phone.display.replace(/\u00a0/g, ' '));
      const companyMail = (await mailTo(await companyInbox())).filter((message) =>
        message.Headers['Reply-To']?.includes(email),
      );
      expect(companyMail).toHaveLength(1);
      expect(companyMail[0]?.Subject).toBe(`New ${form.body.formType} enquiry #${id.slice(0, 8)}`);
      expect(companyMail[0]?.Text).toContain(`/admin/enquiries/${id}`);
      for (const [column, value] of Object.entries(form.row)) {
        // Health data is read in the back office only, never in a mailbox.
        if (column === 'medical_info') expect(companyMail[0]?.Text).not.toContain(String(value));
        else expect(companyMail[0]?.Text).toContain(String(value));
      }
    });
  }

  it('stores medical details with the moment the visitor consented, and refuses them without consent', async () => {
    const email = `medical-${Date.now()}@example.test`;
    const tandem = (additionalData: Record<string, unknown>) =>
      fetch(`${emulator.url}/functions/v1/send-contact-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: emulator.keys.publishable },
        body: JSON.stringify({
          formType: 'tandem',
          name: 'Femke Bakker',
          email,
          language: 'nl',
          additionalData,
        }),
      });
    const service = client(emulator.url, SECRET_KEY);

    const refused = await tandem({ medicalInfo: 'Hernia in 2024' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      success: false,
      error: messages.nl.validationFailed,
      fieldErrors: { medicalConsent: [messages.nl.medicalConsentRequired] },
    });
    expect((await service.from('enquiries').select('id').eq('email', email)).data).toEqual([]);
    expect(await mailTo(email)).toHaveLength(0);

    const before = Date.now();
    const accepted = await tandem({ medicalInfo: 'Hernia in 2024', medicalConsent: true });
    expect(accepted.status).toBe(200);
    const { data: rows } = await service
      .from('enquiries')
      .select('medical_info, medical_consent_at')
      .eq('email', email);
    expect(rows).toHaveLength(1);
    expect(rows?.[0]?.medical_info).toBe('Hernia in 2024');
    expect(Date.parse(rows?.[0]?.medical_consent_at ?? '')).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('answers invalid input with the spec’s message and field errors, in Dutch on /nl', async () => {
    const response = await fetch(`${emulator.url}/functions/v1/send-contact-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: emulator.keys.publishable },
      body: JSON.stringify({
        formType: 'contact',
        name: 'S',
        email: 'x@y',
        service: 'x',
        message: ' ',
        language: 'nl',
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Het formulier bevat fouten. Controleer je invoer.',
      fieldErrors: {
        name: ['Vul je naam in (minimaal 2 tekens).'],
        email: ['Dit e-mailadres is te kort: een e-mailadres heeft minimaal 5 tekens.'],
        service: ['Kies een dienst uit de lijst.'],
        message: ['Vul een bericht in.'],
      },
    });
  });
});

describe('the newsletter through the gateway', () => {
  it('subscribes, confirms from the site’s page, sends the guide and unsubscribes by one click', async () => {
    const email = `newsletter-${Date.now()}@example.test`;
    const site = client(emulator.url);
    const { data, error } = await site.functions.invoke('newsletter-subscribe', {
      body: { name: 'Sanne de Vries', email, language: 'en' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ success: true });

    const [confirmation] = await mailTo(email);
    expect(confirmation?.Subject).toMatch(/Confirm your subscription/);
    // The e-mail opens the local site's page, which posts the token to the function.
    const page = new URL(link(confirmation?.Text ?? '', 'newsletter/confirm'));
    expect(page.origin).toBe('http://localhost:4173');
    const confirmed = await site.functions.invoke('newsletter-confirm', {
      body: { token: page.searchParams.get('token') },
    });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data).toEqual({ success: true, status: 'confirmed', guideSent: true });

    const guide = (await mailTo(email)).find((message) => /free skydiving guide/.test(message.Subject));
    expect(guide?.Text).toContain('http://localhost:4173/downloads/skydiving-guide.pdf');
    const oneClick = /^<(.+)>$/.exec(guide?.Headers['List-Unsubscribe']?.[0] ?? '')?.[1] ?? '';
    expect(oneClick).toMatch(new RegExp(`^${emulator.url}/functions/v1/newsletter-unsubscribe\\?id=`));
    // A mail client posts without any API key.
    const left = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(left.status).toBe(200);
    expect(await left.json()).toEqual({ success: true });

    const { data: row } = await client(emulator.url, SECRET_KEY)
      .from('newsletter_subscribers')
      .select('confirmed_at, unsubscribed_at, email_status')
      .eq('email', email)
      .single();
    expect(row?.confirmed_at).not.toBeNull();
    expect(row?.unsubscribed_at).not.toBeNull();
    expect(row?.email_status).toBe('sent');
  });
});
