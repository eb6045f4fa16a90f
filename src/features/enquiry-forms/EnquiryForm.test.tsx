import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/components/ui/test-utils';
import { track } from '@/lib/analytics';
import { DOUBLE_TAP_MS } from '@/lib/form-sending/submission-guards';
import { getSupabase } from '@/lib/supabase';
import { business } from '@contract/business.ts';
import { messages } from '@contract/enquiry/messages.ts';
import { EnquiryForm } from './EnquiryForm';
import { emptyValues, type EnquiryTab } from './form-fields';

vi.mock('@/lib/analytics', () => ({ track: vi.fn() }));
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));

const invoke = vi.fn();
const answer = (status: number, body: unknown) => ({
  data: null,
  error: Object.assign(new Error('Edge Function returned a non-2xx status code'), {
    context: new Response(JSON.stringify(body), { status }),
  }),
});
const sent = { data: { success: true, id: 'e1' }, error: null };

// The forms load these on first use; loading them (and building both languages' schemas) up front
// keeps each test's timing short and even.
beforeAll(async () => {
  const [{ validateEnquiry }] = await Promise.all([
    import('./validation'),
    import('@/lib/form-sending/send-form'),
    import('@/components/toasts/ToastHost'),
  ]);
  for (const lang of ['en', 'nl'] as const) validateEnquiry('general', emptyValues(), lang, '/');
});

beforeEach(() => {
  localStorage.clear();
  invoke.mockReset().mockResolvedValue(sent);
  vi.mocked(getSupabase).mockResolvedValue({ functions: { invoke } } as never);
  vi.mocked(track).mockClear();
});

afterEach(async () => {
  toast.dismiss();
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
  vi.useRealTimers();
});

async function renderForm(tab: EnquiryTab, path = '/contact') {
  await act(async () => {
    renderWithSite(<EnquiryForm tab={tab} />, path);
  });
  return screen.getByRole('form');
}

const field = (label: RegExp | string) => screen.getByLabelText(label);
const type = (label: RegExp | string, value: string) => fireEvent.change(field(label), { target: { value } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
/**
 * Sends the form and waits until it has handled that: it has reported the outcome of validation
 * (and handed a valid form to the function), or it was sending already and took no notice. The
 * handling loads its modules on demand, which takes longer than any fixed wait on a busy machine.
 */
const submit = async (form: HTMLElement) => {
  const reportedBefore = vi.mocked(track).mock.calls.length;
  const invokedBefore = invoke.mock.calls.length;
  const sending = form.getAttribute('aria-busy') === 'true';
  await act(async () => {
    fireEvent.submit(form);
  });
  if (!sending) {
    await waitFor(() => {
      const reported = vi
        .mocked(track)
        .mock.calls.slice(reportedBefore)
        .map(([event]) => event);
      expect(reported.length).toBeGreaterThan(0);
      if (reported.includes('form_submit')) expect(invoke.mock.calls.length).toBeGreaterThan(invokedBefore);
    });
  }
  await act(settle);
};

function fillGeneral(lang: 'en' | 'nl' = 'en') {
  const labels =
    lang === 'en'
      ? { name: /^name/i, email: /^email/i, service: /^service/i, message: /^message/i }
      : { name: /^naam/i, email: /^e-mail/i, service: /^dienst/i, message: /^bericht/i };
  type(labels.name, 'Anna de Vries');
  type(labels.email, 'anna@example.nl');
  fireEvent.change(field(labels.service), { target: { value: 'tandem-jump' } });
  type(labels.message, 'We would like to book a tandem jump in May.');
}

describe('the general enquiry form, in English', () => {
  it.each([
    ['name', /^name/i, 'A', messages.en.nameMin],
    ['name', /^name/i, 'A'.repeat(51), messages.en.nameMax],
    ['name', /^name/i, 'Anna 3', messages.en.nameChars],
    ['email', /^email/i, 'anna@example', messages.en.emailInvalid],
    ['email', /^email/i, 'a@b', messages.en.emailMin],
    ['email', /^email/i, `${'a'.repeat(95)}@x.com`, messages.en.emailMax],
    ['phone', /^phone/i, 'call me', messages.en.phoneInvalid],
    ['service', /^service/i, '', messages.en.serviceRequired],
    ['message', /^message/i, 'Too short', messages.en.messageMin],
    ['message', /^message/i, 'x'.repeat(1001), messages.en.messageMax],
    ['message', /^message/i, '    ', messages.en.messageEmpty],
  ])('shows the spec message for a bad %s (%#)', async (_name, label, value, message) => {
    const form = await renderForm('general');
    fillGeneral();
    type(label, value);
    await submit(form);
    const control = field(label);
    expect(control).toHaveAttribute('aria-invalid', 'true');
    const errorId = control.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '';
    expect(document.getElementById(errorId)).toHaveTextContent(message);
    expect(invoke).not.toHaveBeenCalled();
  });

  it('lists every problem in an announced summary and focuses the first invalid field', async () => {
    const form = await renderForm('general');
    await submit(form);
    const summary = screen.getByRole('alert');
    for (const message of [
      messages.en.nameMin,
      messages.en.emailMin,
      messages.en.serviceRequired,
      messages.en.messageEmpty,
    ])
      expect(summary).toHaveTextContent(message);
    expect(summary).toHaveTextContent('Please correct 4 fields:');
    expect(field(/^name/i)).toHaveFocus();
    expect(track).toHaveBeenCalledWith('form_validation_error', expect.objectContaining({ form: 'contact' }));
  });

  it('focuses the first invalid field in the order shown', async () => {
    const form = await renderForm('general');
    fillGeneral();
    type(/^email/i, 'nope');
    type(/^message/i, 'short');
    await submit(form);
    expect(field(/^email/i)).toHaveFocus();
  });

  it('blocks what the security pre-check refuses, at its field', async () => {
    const form = await renderForm('general');
    fillGeneral();
    type(/^message/i, 'Hello <script>alert(1)</script> there');
    await submit(form);
    expect(await screen.findByText(messages.en.validationFailed)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.en.securityRejected);
    expect(field(/^message/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^message/i)).toHaveFocus();
    expect(invoke).not.toHaveBeenCalled();
    expect(track).toHaveBeenCalledWith('form_security_blocked', expect.anything());
  });

  it('sends the request, then thanks the visitor for 8 s and clears the form', async () => {
    const form = await renderForm('general');
    fillGeneral();
    type(/^phone/i, '+31 6 1234 5678');
    await submit(form);
    expect(invoke).toHaveBeenCalledWith('send-contact-email', {
      body: {
        formType: 'contact',
        name: 'Anna de Vries',
        email: 'anna@example.nl',
        phone: '+31 6 1234 5678',
        service: 'tandem-jump',
        message: 'We would like to book a tandem jump in May.',
        language: 'en',
        page: '/contact',
      },
      headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeInTheDocument();
    expect(field(/^name/i)).toHaveValue('');
    expect(field(/^message/i)).toHaveValue('');
    expect(track).toHaveBeenCalledWith('form_submit', { form: 'contact', language: 'en' });
    expect(track).toHaveBeenCalledWith('form_success', { form: 'contact', language: 'en' });
    expect(track).not.toHaveBeenCalledWith('form_failure', expect.anything());
  });

  it('sends a retry after a failure with the same idempotency key, and changed content with a new one', async () => {
    const keyOf = (call: number) =>
      (invoke.mock.calls[call]?.[1] as { headers: Record<string, string> }).headers['Idempotency-Key'];
    const unreachable = { data: null, error: new Error('Failed to send a request to the Edge Function') };
    invoke.mockResolvedValueOnce(unreachable).mockResolvedValueOnce(unreachable);
    const form = await renderForm('general');
    fillGeneral();
    let clock = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    await submit(form);
    expect(await screen.findByText('Error Sending Message')).toBeInTheDocument();
    clock += 1000;
    await submit(form);
    expect(invoke).toHaveBeenCalledTimes(2);
    expect(keyOf(1)).toBe(keyOf(0));

    type(/^message/i, 'We would like to book two tandem jumps in June.');
    clock += 1000;
    await submit(form);
    expect(invoke).toHaveBeenCalledTimes(3);
    expect(keyOf(2)).not.toBe(keyOf(1));
    vi.mocked(Date.now).mockRestore();
  });

  it('shows the sending state while the request is under way', async () => {
    let finish: (value: unknown) => void = () => {};
    invoke.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const form = await renderForm('general');
    fillGeneral();
    await submit(form);
    const button = within(form).getByRole('button', { name: 'Sending…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(form).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish(sent));
    expect(within(form).getByRole('button', { name: 'Send message' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(form).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps focus on the send button while sending and after a failure, and sends once', async () => {
    let fail: (value: unknown) => void = () => {};
    invoke.mockReturnValue(new Promise((resolve) => (fail = resolve)));
    const form = await renderForm('general');
    fillGeneral();
    const button = within(form).getByRole('button', { name: 'Send message' });
    button.focus();
    let clock = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    await submit(form);
    expect(button).toHaveAccessibleName('Sending…');
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
    clock += 1000;
    await submit(form);
    expect(invoke).toHaveBeenCalledTimes(1);
    await act(async () => fail(answer(500, { success: false })));
    expect(await screen.findByText('Error Sending Message')).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('form_failure', { form: 'contact', language: 'en' });
    expect(button).toHaveFocus();
    vi.mocked(Date.now).mockRestore();
  });

  it('moves focus to a confirmation in the form once sent, while the toast stays silent', async () => {
    const form = await renderForm('general');
    fillGeneral();
    within(form).getByRole('button', { name: 'Send message' }).focus();
    await submit(form);
    const confirmation = within(form).getByText(
      'You will get a confirmation by e-mail, and we reply within 24 hours by e-mail or phone.',
    );
    expect(confirmation).toHaveFocus();
    expect(confirmation).toHaveTextContent(/^Message sent/);
    // The focused confirmation is the one announcement: the toast shows the news but does not say it.
    expect(await screen.findByText('Thank you! Your message has been sent.')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(screen.getByText('We reply within 24 hours.')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: 'Close notification' })).toBeNull();
  });

  it('takes the confirmation away when a new message is started or the form is sent again', async () => {
    const form = await renderForm('general');
    const confirmation = () => within(form).queryByText(/^You will get a confirmation by e-mail/);
    let clock = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    fillGeneral();
    await submit(form);
    expect(confirmation()).toHaveFocus();
    type(/^name/i, 'B');
    expect(confirmation()).toBeNull();

    fillGeneral();
    clock += 1000;
    await submit(form);
    expect(confirmation()).toHaveFocus();
    clock += 1000;
    await submit(form);
    expect(confirmation()).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct 4 fields:');
    vi.mocked(Date.now).mockRestore();
  });

  it('links each error in the summary to its field', async () => {
    const form = await renderForm('general');
    await submit(form);
    const summary = screen.getByRole('alert');
    const email = within(summary).getByRole('link', { name: `Email: ${messages.en.emailMin}` });
    expect(email).toHaveAttribute('href', `#${field(/^email/i).id}`);
    fireEvent.click(email);
    await waitFor(() => expect(field(/^email/i)).toHaveFocus());
    fireEvent.click(within(summary).getByRole('link', { name: `Service: ${messages.en.serviceRequired}` }));
    await waitFor(() => expect(field(/^service/i)).toHaveFocus());
  });

  it('renders the summary anew on a repeated failed submit, so it is announced again', async () => {
    const form = await renderForm('general');
    let clock = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    await submit(form);
    const alert = screen.getByRole('alert');
    const first = alert.firstElementChild;
    const text = alert.textContent;
    expect(first).not.toBeNull();
    field(/^message/i).focus();
    clock += 1000;
    await submit(form);
    expect(alert.textContent).toBe(text);
    expect(alert.firstElementChild).not.toBe(first);
    expect(field(/^name/i)).toHaveFocus();
    vi.mocked(Date.now).mockRestore();
  });

  it('keeps every typed value and offers the phone number when sending fails', async () => {
    invoke.mockResolvedValue(answer(500, { success: false, error: 'Internal error' }));
    const form = await renderForm('general');
    fillGeneral();
    await submit(form);
    expect(await screen.findByText('Error Sending Message')).toBeInTheDocument();
    expect(
      screen.getByText(
        // The page keeps the number together with non-breaking spaces; the query normalises them.
        `Something went wrong. Please try again or call us directly at ${business.phone.display.replace(/\s/g, ' ')}.`,
      ),
    ).toBeInTheDocument();
    expect(field(/^name/i)).toHaveValue('Anna de Vries');
    expect(field(/^email/i)).toHaveValue('anna@example.nl');
    expect(field(/^service/i)).toHaveValue('tandem-jump');
    expect(field(/^message/i)).toHaveValue('We would like to book a tandem jump in May.');
  });

  it("shows the server's field errors at their fields", async () => {
    invoke.mockResolvedValue(
      answer(400, { success: false, error: 'Invalid', fieldErrors: { email: ['Taken'] } }),
    );
    const form = await renderForm('general');
    fillGeneral();
    await submit(form);
    await waitFor(() => expect(field(/^email/i)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent('Taken');
    expect(field(/^email/i)).toHaveFocus();
  });

  it('refuses the sixth submission within a minute with the spec message', async () => {
    const now = Date.now();
    localStorage.setItem(
      'enquiry-submissions',
      JSON.stringify({ contact: [1, 2, 3, 4, 5].map((s) => now - s * 1000) }),
    );
    const form = await renderForm('general');
    fillGeneral();
    await submit(form);
    expect(await screen.findByText(messages.en.rateLimited)).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
    expect(field(/^name/i)).toHaveValue('Anna de Vries');
    expect(track).toHaveBeenCalledWith('form_rate_limited', expect.anything());
  });

  it('sends five times in a minute, then refuses', async () => {
    const form = await renderForm('general');
    let clock = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    for (let i = 0; i < 6; i++) {
      fillGeneral();
      clock += 1000;
      await submit(form);
      await waitFor(() => expect(field(/^name/i)).toHaveValue(i < 5 ? '' : 'Anna de Vries'));
    }
    expect(invoke).toHaveBeenCalledTimes(5);
    expect(await screen.findByText(messages.en.rateLimited)).toBeInTheDocument();
    vi.mocked(Date.now).mockRestore();
  });

  it('ignores a second submission within 300 ms', async () => {
    const form = await renderForm('general');
    fillGeneral();
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
      await settle();
    });
    await screen.findByText('Thank you! Your message has been sent.');
    expect(invoke).toHaveBeenCalledTimes(1);
  });

  it('has a hidden honeypot field out of the tab order', async () => {
    const form = await renderForm('general');
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
  });

  it('records the first change as the start of the form, once', async () => {
    await renderForm('general');
    type(/^name/i, 'A');
    type(/^name/i, 'An');
    expect(vi.mocked(track).mock.calls.filter(([name]) => name === 'form_start')).toEqual([
      ['form_start', { form: 'contact', language: 'en' }],
    ]);
  });
});

describe('the general enquiry form, in Dutch', () => {
  it.each([
    [/^naam/i, 'A', messages.nl.nameMin],
    [/^naam/i, 'Anna 3', messages.nl.nameChars],
    [/^e-mail/i, 'anna@example', messages.nl.emailInvalid],
    [/^e-mail/i, 'a@b', messages.nl.emailMin],
    [/^telefoon/i, 'bel me', messages.nl.phoneInvalid],
    [/^dienst/i, '', messages.nl.serviceRequired],
    [/^bericht/i, 'Te kort', messages.nl.messageMin],
    [/^bericht/i, '   ', messages.nl.messageEmpty],
    [/^bericht/i, 'x'.repeat(1001), messages.nl.messageMax],
  ])('shows the Dutch message (%#)', async (label, value, message) => {
    const form = await renderForm('general', '/nl/contact');
    fillGeneral('nl');
    type(label, value);
    await submit(form);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('says "Versturen…" while sending and fails in Dutch, keeping the values', async () => {
    let fail: (value: unknown) => void = () => {};
    invoke.mockReturnValue(new Promise((resolve) => (fail = resolve)));
    const form = await renderForm('general', '/nl/contact');
    fillGeneral('nl');
    await submit(form);
    expect(within(form).getByRole('button', { name: 'Versturen…' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => fail(answer(500, { success: false })));
    expect(await screen.findByText('Versturen mislukt')).toBeInTheDocument();
    expect(field(/^naam/i)).toHaveValue('Anna de Vries');
    expect(invoke.mock.calls[0][1].body).toMatchObject({ language: 'nl', page: '/nl/contact' });
  });

  it('focuses the Dutch confirmation once sent', async () => {
    const form = await renderForm('general', '/nl/contact');
    fillGeneral('nl');
    await submit(form);
    const confirmation = within(form).getByText(
      'Je krijgt een bevestiging per e-mail. Binnen 24 uur hoor je van ons, per e-mail of telefonisch.',
    );
    expect(confirmation).toHaveFocus();
    expect(confirmation).toHaveTextContent(/^Bericht verstuurd/);
  });
});

describe('the tandem form', () => {
  it('states the weight limit with its reason and blocks a weight above 100 kg', async () => {
    const form = await renderForm('tandem');
    expect(field(/^weight/i)).toHaveAccessibleDescription(/up to 100 kg: the tandem harness and parachute/);
    type(/^name/i, 'Piet Jansen');
    type(/^email/i, 'piet@example.nl');
    type(/^weight/i, '112');
    await submit(form);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.en.weightMax);
    expect(field(/^weight/i)).toHaveFocus();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('sends the jump type, its service and the extra details', async () => {
    const form = await renderForm('tandem');
    type(/^name/i, 'Piet Jansen');
    type(/^email/i, 'piet@example.nl');
    fireEvent.change(field(/^jump type/i), { target: { value: 'balloon-jump' } });
    type(/^number of jumpers/i, '2');
    type(/^weight/i, '82');
    fireEvent.change(field(/^experience/i), { target: { value: 'none' } });
    type(/^special requirements/i, 'Video package please');
    await submit(form);
    expect(invoke.mock.calls[0][1].body).toMatchObject({
      formType: 'tandem',
      service: 'balloon-jump',
      additionalData: {
        eventType: 'balloon-jump',
        attendees: 2,
        weight: 82,
        experience: 'none',
        specialRequests: 'Video package please',
      },
    });
    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeInTheDocument();
  });

  it('offers dates from today in Amsterdam, even when it is still yesterday in UTC', async () => {
    // 23:30 UTC on 31 March is 01:30 on 1 April in Amsterdam (summer time).
    vi.useFakeTimers({ now: new Date('2027-03-31T23:30:00Z'), toFake: ['Date'] });
    await renderForm('tandem');
    expect(field(/^preferred date/i)).toHaveAttribute('min', '2027-04-01');
  });

  it('preselects the jump type the address names', async () => {
    await renderForm('tandem', '/contact?service=helicopter-jump');
    expect(field(/^jump type/i)).toHaveValue('helicopter-jump');
  });

  it('fails with the extended forms’ message and keeps the values', async () => {
    invoke.mockResolvedValue(answer(503, {}));
    const form = await renderForm('tandem');
    type(/^name/i, 'Piet Jansen');
    type(/^email/i, 'piet@example.nl');
    type(/^medical information/i, 'Old knee injury');
    fireEvent.click(field(/explicitly consent/i));
    await submit(form);
    expect(await screen.findByText('Error Sending Request')).toBeInTheDocument();
    expect(
      screen.getByText('Something went wrong. Please try again or call us directly.'),
    ).toBeInTheDocument();
    expect(field(/^medical information/i)).toHaveValue('Old knee injury');
  });
});

describe('the consent to medical details on the tandem form', () => {
  const consentBox = { en: /explicitly consent/i, nl: /uitdrukkelijk toestemming/i };

  it('asks beside the medical field, unticked and optional while that field is empty', async () => {
    const form = await renderForm('tandem');
    const box = field(consentBox.en);
    expect(box).toHaveAttribute('type', 'checkbox');
    expect(box).not.toBeChecked();
    expect(box).not.toBeRequired();
    expect(box).toHaveAccessibleDescription(/delete it 30 days after your jump date/);
    const controls = Array.from(form.querySelectorAll('input:not([tabindex="-1"]), select, textarea'));
    expect(controls[controls.indexOf(field(/^medical information/i)) + 1]).toBe(box);

    type(/^name/i, 'Piet Jansen');
    type(/^email/i, 'piet@example.nl');
    await submit(form);
    expect(invoke.mock.calls[0][1].body.additionalData).not.toHaveProperty('medicalConsent');
  });

  it('stops medical details without the tick in Dutch, focuses the box, and sends them with it', async () => {
    const form = await renderForm('tandem', '/nl/contact');
    type(/^naam/i, 'Femke Bakker');
    type(/^e-mail/i, 'femke@example.nl');
    type(/^medische informatie/i, 'Hernia in 2024');
    await submit(form);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.nl.medicalConsentRequired);
    expect(field(consentBox.nl)).toHaveFocus();
    expect(field(consentBox.nl)).toHaveAccessibleDescription(
      expect.stringContaining(messages.nl.medicalConsentRequired),
    );
    expect(invoke).not.toHaveBeenCalled();

    fireEvent.click(field(consentBox.nl));
    // A second tap sooner than this is taken for a double tap.
    await act(() => new Promise((resolve) => setTimeout(resolve, DOUBLE_TAP_MS)));
    await submit(form);
    expect(invoke.mock.calls[0][1].body).toMatchObject({
      formType: 'tandem',
      language: 'nl',
      additionalData: { medicalInfo: 'Hernia in 2024', medicalConsent: true },
    });
    expect(await screen.findByText('Bericht verstuurd')).toBeInTheDocument();
    expect(field(consentBox.nl)).not.toBeChecked();
  });
});

describe('the demo and corporate forms', () => {
  it('require only a name and an e-mail', async () => {
    const form = await renderForm('demo');
    await submit(form);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Please correct 2 fields:');
    expect(field(/^organiser name/i)).toHaveFocus();
  });

  it('sends a corporate request with its company details', async () => {
    const form = await renderForm('corporate');
    type(/^company name/i, 'Acme BV');
    type(/^contact person/i, 'Kees Bakker');
    type(/^corporate email/i, 'kees@acme.nl');
    fireEvent.change(field(/^event type/i), { target: { value: 'team-building' } });
    fireEvent.change(field(/^budget/i), { target: { value: '25k-50k' } });
    type(/^number of participants/i, '40');
    await submit(form);
    expect(invoke.mock.calls[0][1].body).toMatchObject({
      formType: 'corporate',
      name: 'Kees Bakker',
      additionalData: {
        companyName: 'Acme BV',
        eventType: 'team-building',
        budget: '25k-50k',
        attendees: 40,
      },
    });
  });

  it('preselects the service on the general form', async () => {
    await renderForm('general', '/contact?service=media-production');
    expect(field(/^service/i)).toHaveValue('media-production');
  });
});
