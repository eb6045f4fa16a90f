// The Supabase CLI's well-known local secrets. They are public by design: every local stack uses them.

export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
/** Signs the newsletter's links locally; production sets its own as the secret NEWSLETTER_SECRET. */
export const LOCAL_NEWSLETTER_SECRET = 'local-newsletter-secret-not-for-production';

export interface ApiKeys {
  anon: string;
  serviceRole: string;
  publishable: string;
  secret: string;
  jwtSecret: string;
}

export const API_KEYS: ApiKeys = {
  anon: ANON_KEY,
  serviceRole: SERVICE_ROLE_KEY,
  publishable: PUBLISHABLE_KEY,
  secret: SECRET_KEY,
  jwtSecret: JWT_SECRET,
};
