import { describe, expect, it } from 'vitest';
import { client, createUser, decodeJwt, sharedInboxUrl, sharedUrl } from '../support/helpers.ts';

// GoTrue's `POST /otp` for e-mail (supabase-js `signInWithOtp`): a magic link and a code to an
// existing user, redeemed once through `GET /verify?type=magiclink` into an `otp` session.

const url = sharedUrl();

async function mailTo(to: string): Promise<{ Text: string; Subject: string }> {
  const inbox = sharedInboxUrl();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const list = (await (
      await fetch(`${inbox}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`)
    ).json()) as { messages: { ID: string }[] };
    const found = list.messages[0];
    if (found)
      return (await (await fetch(`${inbox}/api/v1/message/${found.ID}`)).json()) as {
        Text: string;
        Subject: string;
      };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail for ${to}`);
}

describe('magic link', () => {
  it('mails a link that opens a session marked as proven through the mailbox, once', async () => {
    const user = await createUser(url, 'magic');
    const redirectTo = 'http://localhost:4173/admin/auth';
    const sent = await client(url).auth.signInWithOtp({
      email: user.email,
      options: { shouldCreateUser: false, emailRedirectTo: redirectTo },
    });
    expect(sent.error).toBeNull();

    const mail = await mailTo(user.email);
    expect(mail.Subject).toBe('Your Magic Link');
    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.Text)?.[1] ?? '';
    expect(new URL(link).searchParams.get('type')).toBe('magiclink');

    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    const claims = decodeJwt(fragment.get('access_token') ?? '');
    expect(claims.sub).toBe(user.id);
    expect(claims.amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);

    const reused = await fetch(link, { redirect: 'manual' });
    expect(reused.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('accepts the mailed code through verifyOtp', async () => {
    const user = await createUser(url, 'magic-code');
    await client(url).auth.signInWithOtp({ email: user.email, options: { shouldCreateUser: false } });
    const code = /enter the code: (\d{6})/.exec((await mailTo(user.email)).Text)?.[1] ?? '';
    const { data, error } = await client(url).auth.verifyOtp({
      email: user.email,
      token: code,
      type: 'magiclink',
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
  });

  it('creates no account for an unknown address when asked not to', async () => {
    const { error } = await client(url).auth.signInWithOtp({
      email: 'nobody-here@example.test',
      options: { shouldCreateUser: false },
    });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });
});
