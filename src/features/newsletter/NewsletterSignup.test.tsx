import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/components/ui/test-utils';
import { track } from '@/lib/analytics';
import { getSupabase } from '@/lib/supabase';
import { messages } from '@contract/enquiry/messages.ts';
import NewsletterSignup from './NewsletterSignup';

vi.mock('@/lib/analytics', () => ({ track: vi.fn() }));
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));

const invoke = vi.fn();
const answer = (status: number, body: unknown) => ({
  data: null,
  error: Object.assign(new Error('Edge Function returned a non-2xx status code'), {
    context: new Response(JSON.stringify(body), { status }),
  }),
});
const sent = { data: { success: true }, error: null };

// The form loads these on first use; loading them up front keeps each test's timing short and even.
beforeAll(async () => {
  const [{ validateSignup }] = await Promise.all([
    import('./signup'),
    import('@/components/toasts/ToastHost'),
  ]);
  for (const lang of ['en', 'nl'] as const) validateSignup({ name: '', email: '', website: '' }, lang, '/');
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
});

async function renderSignup(path = '/services') {
  await act(async () => {
    renderWithSite(<NewsletterSignup />, path);
  });
  return screen.getByRole('form');
}

const field = (label: RegExp) => screen.getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = async (form: HTMLElement) => {
  await act(async () => {
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
};
const errorOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the newsletter sign-up, in English', () => {
  it('offers the free guide and names its form', async () => {
    const form = await renderSignup();
    expect(form).toHaveAccessibleName('Free guide: your first tandem skydive');
    expect(within(form).getByRole('button', { name: 'Send me the guide' })).toBeEnabled();
    expect(within(form).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it('marks both fields as required where a sighted visitor sees it, and says what the mark means', async () => {
    const form = await renderSignup();
    expect(within(form).getByText('Fields marked * are required.')).toBeInTheDocument();
    for (const [label, name] of [
      [/^name/i, 'Name'],
      [/^email/i, 'Email'],
    ] as const) {
      const control = field(label);
      const mark = within(form.querySelector(`label[for="${control.id}"]`) as HTMLElement).getByText('*');
      expect(mark).toHaveAttribute('aria-hidden', 'true');
      expect(control).toHaveAccessibleName(name);
      expect(control).toBeRequired();
    }
  });

  it.each([
    [/^name/i, 'A', messages.en.nameMin],
    [/^name/i, 'Anna 3', messages.en.nameChars],
    [/^name/i, 'A'.repeat(51), messages.en.nameMax],
    [/^email/i, 'anna@example', messages.en.emailInvalid],
    [/^email/i, 'a@b', messages.en.emailMin],
  ])('shows the shared message at the field for %s = %s', async (label, value, message) => {
    const form = await renderSignup();
    type(/^name/i, 'Anna de Vries');
    type(/^email/i, 'anna@example.nl');
    type(label, value);
    await submit(form);
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(field(label))).toBe(message);
    expect(invoke).not.toHaveBeenCalled();
  });

  it('announces the errors, focuses the first invalid field and records the validation error', async () => {
    const form = await renderSignup();
    type(/^name/i, 'Anna de Vries');
    await submit(form);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.en.emailMin);
    expect(field(/^email/i)).toHaveFocus();

    type(/^name/i, '');
    await submit(form);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      messages.en.nameMin,
      messages.en.emailMin,
    ]);
    expect(field(/^name/i)).toHaveFocus();
    expect(track).toHaveBeenCalledWith('form_validation_error', {
      form: 'newsletter',
      language: 'en',
      fields: ['name', 'email'],
    });
  });

  it('clears a field’s error once what is typed is right', async () => {
    const form = await renderSignup();
    type(/^name/i, 'Anna de Vries');
    await submit(form);
    type(/^email/i, 'anna@example.nl');
    expect(field(/^email/i)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the sign-up with the page’s language, asks to check the e-mail and clears the form', async () => {
    const form = await renderSignup();
    type(/^name/i, ' Anna de Vries ');
    type(/^email/i, 'anna@example.nl');
    await submit(form);
    expect(invoke).toHaveBeenCalledWith('newsletter-subscribe', {
      body: { name: 'Anna de Vries', email: 'anna@example.nl', language: 'en', page: '/services' },
    });
    expect(await screen.findByText('Thank you for signing up!')).toBeInTheDocument();
    expect(
      screen.getByText('Check your e-mail: confirm your address and we will send you the free guide.'),
    ).toBeInTheDocument();
    expect(field(/^name/i)).toHaveValue('');
    expect(field(/^email/i)).toHaveValue('');
    expect(track).toHaveBeenCalledWith('form_submit', { form: 'newsletter', language: 'en' });
    expect(track).toHaveBeenCalledWith('form_success', { form: 'newsletter', language: 'en' });
  });

  it('moves focus to a confirmation in the form once sent, while the toast stays silent', async () => {
    const form = await renderSignup();
    type(/^name/i, 'Anna de Vries');
    type(/^email/i, 'anna@example.nl');
    within(form).getByRole('button', { name: 'Send me the guide' }).focus();
    await submit(form);
    const confirmation = within(form).getByText(
      'We have just sent you an e-mail. Confirm your address with the link in it, and we will send you the free guide.',
    );
    expect(confirmation).toHaveFocus();
    expect(confirmation).toHaveTextContent(/^One more step/);
    // The focused confirmation is the one announcement: the toast shows the news but does not say it.
    expect(await screen.findByText('Thank you for signing up!')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: 'Close notification' })).toBeNull();

    type(/^name/i, 'B');
    expect(within(form).queryByText(/^We have just sent you an e-mail/)).toBeNull();
  });

  it('shows "Sending…" with the button aria-disabled, keeping focus, while the request is under way', async () => {
    let finish: (value: unknown) => void = () => {};
    invoke.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const form = await renderSignup();
    type(/^name/i, 'Anna de Vries');
    type(/^email/i, 'anna@example.nl');
    const button = within(form).getByRole('button', { name: 'Send me the guide' });
    button.focus();
    await submit(form);
    expect(button).toHaveAccessibleName('Sending…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
    expect(form).toHaveAttribute('aria-busy', 'true');
    await submit(form);
    expect(invoke).toHaveBeenCalledTimes(1);
    await act(async () => finish(sent));
    expect(within(form).getByRole('button', { name: 'Send me the guide' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(form).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps what was typed and says something went wrong when sending fails', async () => {
    invoke.mockResolvedValue(answer(500, { success: false, error: 'Submission failed. Please try again.' }));
    const form = await renderSignup();
    type(/^name/i, 'Anna de Vries');
    type(/^email/i, 'anna@example.nl');
    await submit(form);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Your sign-up was not sent. Please try again.')).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('form_failure', { form: 'newsletter', language: 'en' });
    expect(track).not.toHaveBeenCalledWith('form_success', expect.anything());
    expect(field(/^name/i)).toHaveValue('Anna de Vries');
    expect(field(/^email/i)).toHaveValue('anna@example.nl');
  });

  it('shows the server’s field errors at their fields', async () => {
    invoke.mockResolvedValue(
      answer(400, { success: false, fieldErrors: { email: [messages.en.securityRejected] } }),
    );
    const form = await renderSignup();
    type(/^name/i, 'Anna de Vries');
    type(/^email/i, 'anna@example.nl');
    await submit(form);
    expect(errorOf(field(/^email/i))).toBe(messages.en.securityRejected);
    expect(field(/^email/i)).toHaveFocus();
  });

  it('passes on the server’s rate limit, and holds a sixth sign-up within a minute itself', async () => {
    invoke.mockResolvedValue(answer(429, { success: false, error: messages.en.rateLimited }));
    const form = await renderSignup();
    type(/^name/i, 'Anna de Vries');
    type(/^email/i, 'anna@example.nl');
    await submit(form);
    expect(await screen.findByText(messages.en.rateLimited)).toBeInTheDocument();
    for (let i = 0; i < 4; i++) await submit(form);
    expect(invoke).toHaveBeenCalledTimes(5);
    await submit(form);
    expect(invoke).toHaveBeenCalledTimes(5);
  });

  it('sends what a bot put in the hidden field, for the server to recognise', async () => {
    const form = await renderSignup();
    type(/^name/i, 'Anna de Vries');
    type(/^email/i, 'anna@example.nl');
    fireEvent.change(form.querySelector('input[name="website"]') as HTMLInputElement, {
      target: { value: 'https://spam.example' },
    });
    await submit(form);
    expect(invoke).toHaveBeenCalledWith('newsletter-subscribe', {
      body: expect.objectContaining({ website: 'https://spam.example' }),
    });
  });
});

describe('the newsletter sign-up, in Dutch', () => {
  it('shows natural Dutch labels, messages and toasts', async () => {
    const form = await renderSignup('/nl/diensten');
    expect(form).toHaveAccessibleName('Gratis gids: je eerste tandemsprong');
    expect(within(form).getByText('Velden met * zijn verplicht.')).toBeInTheDocument();
    expect(field(/^naam/i)).toHaveAccessibleName('Naam');
    await submit(form);
    expect(errorOf(field(/^naam/i))).toBe(messages.nl.nameMin);
    expect(errorOf(field(/^e-mail/i))).toBe(messages.nl.emailMin);
    expect(field(/^naam/i)).toHaveFocus();

    type(/^naam/i, 'Sanne de Vries');
    type(/^e-mail/i, 'sanne@voorbeeld.nl');
    await submit(form);
    expect(invoke).toHaveBeenCalledWith('newsletter-subscribe', {
      body: { name: 'Sanne de Vries', email: 'sanne@voorbeeld.nl', language: 'nl', page: '/nl/diensten' },
    });
    expect(await screen.findByText('Bedankt voor je inschrijving!')).toBeInTheDocument();
    expect(
      screen.getByText('Check je e-mail: bevestig je adres, dan sturen we je de gratis gids.'),
    ).toBeInTheDocument();
    const confirmation = within(form).getByText(
      'We hebben je net een e-mail gestuurd. Bevestig je adres met de link in die mail, dan sturen we je de gratis gids.',
    );
    expect(confirmation).toHaveFocus();
    expect(confirmation).toHaveTextContent(/^Nog één stap/);
  });

  it('keeps what was typed and says so in Dutch when sending fails', async () => {
    invoke.mockRejectedValue(new TypeError('Failed to fetch'));
    const form = await renderSignup('/nl');
    type(/^naam/i, 'Sanne de Vries');
    type(/^e-mail/i, 'sanne@voorbeeld.nl');
    await submit(form);
    expect(await screen.findByText('Er ging iets mis')).toBeInTheDocument();
    expect(screen.getByText('Je inschrijving is niet verstuurd. Probeer het opnieuw.')).toBeInTheDocument();
    expect(field(/^naam/i)).toHaveValue('Sanne de Vries');
    expect(field(/^e-mail/i)).toHaveValue('sanne@voorbeeld.nl');
  });
});
