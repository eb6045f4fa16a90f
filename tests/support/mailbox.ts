import type { SupabaseClient } from '@supabase/supabase-js';
import { client, sharedInboxUrl, sharedUrl } from './helpers.ts';

// A session opened the way an admin proves their mailbox: a magic link sent through the local
// stack's mail catcher, followed as a browser would, its session taken from the address.

const MAGIC_LINK_SUBJECT = 'Your Magic Link';

async function magicLinkTo(email: string): Promise<string> {
  const query = encodeURIComponent(`to:${email} subject:"${MAGIC_LINK_SUBJECT}"`);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const list = (await (await fetch(`${sharedInboxUrl()}/api/v1/search?query=${query}`)).json()) as {
      messages: { ID: string }[];
    };
    const newest = list.messages[0];
    if (newest) {
      const message = (await (await fetch(`${sharedInboxUrl()}/api/v1/message/${newest.ID}`)).json()) as {
        Text: string;
      };
      const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(message.Text)?.[1];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no magic link for ${email}`);
}

/** Asks for a magic link for `email`, follows it and returns a client holding that session (aal1). */
export async function mailboxSession(email: string): Promise<SupabaseClient> {
  const asked = await client(sharedUrl()).auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  if (asked.error) throw new Error(`asking a magic link for ${email} failed: ${asked.error.message}`);
  const followed = await fetch(await magicLinkTo(email), { redirect: 'manual' });
  const fragment = new URLSearchParams(new URL(followed.headers.get('location') ?? '').hash.slice(1));
  const accessToken = fragment.get('access_token');
  const refreshToken = fragment.get('refresh_token');
  if (!accessToken || !refreshToken) throw new Error(`the magic link for ${email} opened no session`);
  const supabase = client(sharedUrl());
  const set = await supabase.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
  if (set.error) throw new Error(`taking the magic link's session failed: ${set.error.message}`);
  return supabase;
}
