// Who is signed in to the admin area, and how far: the database decides who is an admin
// (`is_admin()`) and which factors are bound to them, the auth server how far the session got
// (aal1 after the password or an e-mailed link, aal2 after the code). The browser only follows;
// every read and write is checked again by RLS (`is_admin_mfa()`).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getSupabase, type SiteSupabaseClient } from '@/lib/supabase';
import { hasRecentMailboxProof } from './mailbox-proof';

export type AdminSession =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'signed-out' }
  /** Signed in, but not in `admin_users`: no admin data is requested for them. */
  | { kind: 'no-access'; email: string }
  /**
   * An admin whose factors cannot open the admin area from this session: none yet, or one that was
   * not bound through the mailbox. The next step starts from a link sent to their mailbox.
   */
  | { kind: 'set-up-link'; email: string; reason: 'no-factor' | 'unbound-factor' }
  /** An admin without a verified factor, in a session opened from their mailbox: they set one up. */
  | { kind: 'enrol'; email: string }
  /** An admin at aal1 with a verified factor: the code is next, and binds the factor when `bind`. */
  | { kind: 'challenge'; email: string; factorId: string; bind: boolean }
  | { kind: 'ready'; email: string };

/** The ids of the caller's factors that are bound to them (their own rows only, by RLS). */
async function boundFactorIds(supabase: SiteSupabaseClient): Promise<Set<string>> {
  const { data, error } = await supabase.from('admin_factor_bindings').select('factor_id');
  if (error) throw error;
  return new Set(data.map((row) => row.factor_id));
}

export async function readAdminSession(supabase: SiteSupabaseClient): Promise<AdminSession> {
  const { data, error } = await supabase.auth.getSession();
  if (error) throw error;
  const session = data.session;
  if (!session) return { kind: 'signed-out' };
  const email = session.user.email ?? '';
  const admin = await supabase.rpc('is_admin');
  if (admin.error) throw admin.error;
  if (admin.data !== true) return { kind: 'no-access', email };
  const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (level.error) throw level.error;
  const fromMailbox = hasRecentMailboxProof(level.data.currentAuthenticationMethods, Date.now());
  const factors = await supabase.auth.mfa.listFactors();
  if (factors.error) throw factors.error;
  const verified = factors.data.totp.filter((factor) => factor.status === 'verified');
  if (verified.length === 0)
    return fromMailbox ? { kind: 'enrol', email } : { kind: 'set-up-link', email, reason: 'no-factor' };
  const bound = await boundFactorIds(supabase);
  const unbound = verified.filter((factor) => !bound.has(factor.id));
  if (level.data.currentLevel === 'aal2') {
    return unbound.length === 0
      ? { kind: 'ready', email }
      : { kind: 'set-up-link', email, reason: 'unbound-factor' };
  }
  const [first] = verified;
  if (unbound.length === 0 && first) return { kind: 'challenge', email, factorId: first.id, bind: false };
  const [toBind] = unbound;
  if (fromMailbox && toBind) return { kind: 'challenge', email, factorId: toBind.id, bind: true };
  return { kind: 'set-up-link', email, reason: 'unbound-factor' };
}

/** The e-mailed links that sign an admin in and then ask for a password, and where each is remembered. */
const LINK_KEYS = { recovery: 'admin-password-recovery', invite: 'admin-invite' } as const;
type LinkType = keyof typeof LINK_KEYS;

/** What the auth server wrote into the address when it sent the admin back from an e-mailed link. */
const linkResult = () => new URLSearchParams(window.location.hash.slice(1));

// Kept for the tab, so a reload between the steps still ends on the password form.
const storedLink = (type: LinkType): boolean => {
  try {
    if (linkResult().get('type') === type) sessionStorage.setItem(LINK_KEYS[type], '1');
    return sessionStorage.getItem(LINK_KEYS[type]) === '1';
  } catch {
    return linkResult().get('type') === type;
  }
};

const forgetLink = (type: LinkType) => {
  try {
    sessionStorage.removeItem(LINK_KEYS[type]);
  } catch {
    // Nothing was stored.
  }
};

interface AdminSessionValue {
  session: AdminSession;
  /** Signed in through a password-reset link: a new password is asked for once the code is checked. */
  recovering: boolean;
  /** Signed in through an invitation: a password is asked for first, then the authenticator app. */
  inviting: boolean;
  /** The reason an e-mailed link did not work (`otp_expired`, …), read from the address. */
  linkError: string | null;
  finishRecovery: () => void;
  finishInvite: () => void;
  /** Reads the session again, after a sign-in step. */
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

const AdminSessionContext = createContext<AdminSessionValue | null>(null);

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<AdminSession>({ kind: 'loading' });
  const [recovering, setRecovering] = useState(() => storedLink('recovery'));
  const [inviting, setInviting] = useState(() => storedLink('invite'));
  const [linkError] = useState(() => linkResult().get('error_code'));

  const finishRecovery = useCallback(() => {
    forgetLink('recovery');
    setRecovering(false);
  }, []);

  const finishInvite = useCallback(() => {
    forgetLink('invite');
    setInviting(false);
  }, []);

  const refresh = useCallback(async () => {
    try {
      setSession(await readAdminSession(await getSupabase()));
    } catch {
      setSession({ kind: 'failed' });
    }
  }, []);

  useEffect(() => {
    let unsubscribe = () => {};
    let active = true;
    void getSupabase()
      .then((supabase) => {
        if (!active) return;
        // Another tab signing out, or a refresh that fails, ends this tab's session too.
        const { data } = supabase.auth.onAuthStateChange((event) => {
          if (event === 'SIGNED_OUT') setSession({ kind: 'signed-out' });
        });
        unsubscribe = () => data.subscription.unsubscribe();
        return refresh();
      })
      .catch(() => setSession({ kind: 'failed' }));
    return () => {
      active = false;
      unsubscribe();
    };
  }, [refresh]);

  const signOut = useCallback(async () => {
    const supabase = await getSupabase();
    // A local sign-out clears this browser even when the server cannot be reached.
    await supabase.auth.signOut({ scope: 'local' });
    finishRecovery();
    finishInvite();
    setSession({ kind: 'signed-out' });
  }, [finishRecovery, finishInvite]);

  const value = useMemo(
    () => ({ session, recovering, inviting, linkError, finishRecovery, finishInvite, refresh, signOut }),
    [session, recovering, inviting, linkError, finishRecovery, finishInvite, refresh, signOut],
  );
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSessionValue {
  const value = useContext(AdminSessionContext);
  if (!value) throw new Error('useAdminSession must be used within an AdminSessionProvider');
  return value;
}
