import { business } from './contract/business.ts';
import { deno } from './runtime.ts';

// Everything the functions read from their environment, in one place with its defaults.

export interface FunctionConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** The public API key: the admin functions ask the database about the caller with the caller's own token. */
  anonKey: string;
  /** Public base URL of the website, for links in e-mails and the newsletter's pages (no trailing slash). */
  siteUrl: string;
  /** Base URL of the edge functions as seen from a mail client (the one-click unsubscribe URL). */
  functionsUrl: string;
  /** Fixed sender of every e-mail. */
  emailFrom: string;
  /** The company inbox that receives enquiries. */
  emailTo: string;
  /** Chooses the Resend HTTP API; without it e-mail goes over SMTP. */
  resendApiKey?: string;
  smtpHost: string;
  smtpPort: number;
  /**
   * Signs newsletter unsubscribe links: the functions' own secret, never the service role key, so
   * holding that key unsubscribes nobody and rotating it breaks no link. Absent when unset (or set
   * to the service role key): the newsletter then refuses to answer (see newsletter.ts).
   */
  newsletterSecret?: string;
  /** Chooses Gemini for the chat assistant; without it the local answerer replies. */
  geminiApiKey?: string;
  geminiModel: string;
  /** Another Generative Language API endpoint (the local stand-in); Google's own when absent. */
  geminiBaseUrl?: string;
  /** Chooses Open-Meteo's customer API (commercial use); without it the free, non-commercial API. */
  openMeteoApiKey?: string;
  /** Another Open-Meteo endpoint (the local stand-in); Open-Meteo's own when absent. */
  openMeteoBaseUrl?: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** A secret that is not the service role key under another name. */
const ownSecret = (secret: string | undefined, serviceRoleKey: string) =>
  secret && secret !== serviceRoleKey ? secret : undefined;

export function configFromEnv(
  get: (name: string) => string | undefined = (name) => deno.env.get(name),
): FunctionConfig {
  const value = (name: string) => {
    const found = get(name)?.trim();
    return found ? found : undefined;
  };
  const supabaseUrl = trimSlash(value('SUPABASE_URL') ?? 'http://127.0.0.1:54321');
  const serviceRoleKey = value('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const siteUrl = trimSlash(value('SITE_URL') ?? business.siteUrl);
  return {
    supabaseUrl,
    serviceRoleKey,
    anonKey: value('SUPABASE_ANON_KEY') ?? '',
    siteUrl,
    functionsUrl: `${supabaseUrl}/functions/v1`,
    emailFrom: value('EMAIL_FROM') ?? `${business.name} <no-reply@${business.primaryHost}>`,
    emailTo: value('EMAIL_TO') ?? business.email,
    resendApiKey: value('RESEND_API_KEY'),
    smtpHost: value('SMTP_HOST') ?? '127.0.0.1',
    smtpPort: Number(value('SMTP_PORT') ?? 54325),
    newsletterSecret: ownSecret(value('NEWSLETTER_SECRET'), serviceRoleKey),
    geminiApiKey: value('GEMINI_API_KEY'),
    geminiModel: value('GEMINI_MODEL') ?? 'gemini-2.5-flash',
    geminiBaseUrl: value('GEMINI_BASE_URL'),
    openMeteoApiKey: value('OPEN_METEO_API_KEY'),
    openMeteoBaseUrl: value('OPEN_METEO_BASE_URL'),
  };
}
