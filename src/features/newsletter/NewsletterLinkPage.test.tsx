import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/components/ui/test-utils';
import { getSupabase } from '@/lib/supabase';
import { business, mailtoUrl, telUrl } from '@contract/business.ts';
import { NewsletterLinkPage, type LinkAction } from './NewsletterLinkPage';

vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));

const invoke = vi.fn();
const ok = (data: unknown) => ({ data, error: null });
const answer = (status: number, body: unknown) => ({
  data: null,
  error: Object.assign(new Error('Edge Function returned a non-2xx status code'), {
    context: new Response(JSON.stringify(body), { status }),
  }),
});

const TOKEN = '4f1c2b8e-9d3a-4c55-8e21-7b6a5d4c3b2a';
const ID = '0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d';

beforeEach(() => {
  invoke.mockReset();
  vi.mocked(getSupabase).mockResolvedValue({ functions: { invoke } } as never);
});

async function open(action: LinkAction, address: string) {
  await act(async () => {
    renderWithSite(<NewsletterLinkPage action={action} />, address);
  });
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('the confirmation page', () => {
  it('posts the token from the address and says the guide is on its way, with a download', async () => {
    invoke.mockResolvedValue(ok({ success: true, status: 'confirmed', guideSent: true }));
    await open('confirm', `/newsletter/confirm?token=${TOKEN}`);
    expect(invoke).toHaveBeenCalledWith('newsletter-confirm', { body: { token: TOKEN } });
    expect(heading()).toHaveTextContent('Subscription confirmed');
    expect(screen.getByText('Thank you! The free guide is on its way to your inbox.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the free guide (PDF)' })).toHaveAttribute(
      'href',
      '/downloads/skydiving-guide.pdf',
    );
    expect(screen.getByRole('status')).toContainElement(heading());
  });

  it('speaks Dutch on the Dutch page and offers the Dutch guide', async () => {
    invoke.mockResolvedValue(ok({ success: true, status: 'confirmed', guideSent: true }));
    await open('confirm', `/nl/nieuwsbrief/bevestigen?token=${TOKEN}`);
    expect(heading()).toHaveTextContent('Inschrijving bevestigd');
    expect(screen.getByText('Bedankt! De gratis gids is onderweg naar je inbox.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download de gratis gids (pdf)' })).toHaveAttribute(
      'href',
      '/downloads/skydiving-guide-nl.pdf',
    );
  });

  it('says so honestly when the guide could not be e-mailed', async () => {
    invoke.mockResolvedValue(ok({ success: true, status: 'confirmed', guideSent: false }));
    await open('confirm', `/newsletter/confirm?token=${TOKEN}`);
    expect(
      screen.getByText('Thank you! We could not e-mail the guide just now, so here it is to download.'),
    ).toBeInTheDocument();
  });

  it('tells a used link apart from a new one', async () => {
    invoke.mockResolvedValue(ok({ success: true, status: 'already-confirmed' }));
    await open('confirm', `/nl/nieuwsbrief/bevestigen?token=${TOKEN}`);
    expect(heading()).toHaveTextContent('Al bevestigd');
  });

  it.each([
    [404, 'unknown'],
    [400, 'malformed'],
  ])('calls a link the function answers %i (%s) invalid', async (status) => {
    invoke.mockResolvedValue(answer(status, { success: false, error: 'x' }));
    await open('confirm', `/newsletter/confirm?token=${TOKEN}`);
    expect(heading()).toHaveTextContent('This link does not work');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('calls a link without a token invalid without asking the function', async () => {
    await open('confirm', '/nl/nieuwsbrief/bevestigen');
    expect(heading()).toHaveTextContent('Deze link werkt niet');
    expect(invoke).not.toHaveBeenCalled();
  });

  it('offers a retry and the contact details when confirming fails, and the retry works', async () => {
    invoke.mockResolvedValueOnce(answer(500, { success: false, error: 'Confirming failed.' }));
    await open('confirm', `/newsletter/confirm?token=${TOKEN}`);
    expect(heading()).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('link', { name: `Call ${business.phone.display}` })).toHaveAttribute(
      'href',
      telUrl,
    );
    expect(screen.getByRole('link', { name: `E-mail ${business.email}` })).toHaveAttribute('href', mailtoUrl);

    invoke.mockResolvedValueOnce(ok({ success: true, status: 'confirmed', guideSent: true }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(invoke).toHaveBeenCalledTimes(2);
    expect(heading()).toHaveTextContent('Subscription confirmed');
    expect(heading()).toHaveFocus();
  });

  it('shows that it is checking until the answer arrives', async () => {
    invoke.mockReturnValue(new Promise(() => {}));
    await open('confirm', `/newsletter/confirm?token=${TOKEN}`);
    expect(heading()).toHaveTextContent('Confirming your subscription…');
  });
});

describe('the unsubscribe page', () => {
  it('posts the id and token from the address and confirms the unsubscription', async () => {
    invoke.mockResolvedValue(ok({ success: true }));
    await open('unsubscribe', `/newsletter/unsubscribe?id=${ID}&token=abc_-123`);
    expect(invoke).toHaveBeenCalledWith('newsletter-unsubscribe', { body: { id: ID, token: 'abc_-123' } });
    expect(heading()).toHaveTextContent('You are unsubscribed');
  });

  it('speaks Dutch on the Dutch page', async () => {
    invoke.mockResolvedValue(ok({ success: true }));
    await open('unsubscribe', `/nl/nieuwsbrief/afmelden?id=${ID}&token=abc`);
    expect(heading()).toHaveTextContent('Je bent afgemeld');
  });

  it('calls an altered link invalid', async () => {
    invoke.mockResolvedValue(answer(400, { success: false, error: 'altered' }));
    await open('unsubscribe', `/newsletter/unsubscribe?id=${ID}&token=forged`);
    expect(heading()).toHaveTextContent('This link does not work');
  });

  it('offers a retry when unsubscribing fails', async () => {
    invoke.mockResolvedValue(answer(500, { success: false, error: 'down' }));
    await open('unsubscribe', `/nl/nieuwsbrief/afmelden?id=${ID}&token=abc`);
    expect(heading()).toHaveTextContent('Er ging iets mis');
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});
