import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';

/** The parts of `supabase/config.toml` the emulator honours, with the CLI's defaults. */
export interface ProjectConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  minimumPasswordLength: number;
  /** `[auth] enable_signup` and `[auth.email] enable_signup` together. */
  enableSignup: boolean;
  enableAnonymousSignIns: boolean;
  refreshTokenReuseInterval: number;
  totpEnrollEnabled: boolean;
  totpVerifyEnabled: boolean;
  maxEnrolledFactors: number;
  maxRows: number;
  emailMaxFrequencySeconds: number;
  /** `[auth.rate_limit] token_verifications`: code checks allowed in five minutes (per factor for TOTP). */
  tokenVerifications: number;
}

type Table = Record<string, unknown>;

function table(value: unknown): Table {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Table) : {};
}

function pick<T>(value: unknown, guard: (v: unknown) => v is T, fallback: T): T {
  return guard(value) ? value : fallback;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isNumber = (v: unknown): v is number => typeof v === 'number';
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);

/** Parses durations like "1s", "60s", "1m" as the CLI does for `max_frequency`. */
function seconds(value: unknown, fallback: number): number {
  if (typeof value !== 'string') return fallback;
  const match = /^(\d+)(s|m|h)$/.exec(value.trim());
  if (!match) return fallback;
  const factor = { s: 1, m: 60, h: 3600 }[match[2] as 's' | 'm' | 'h'];
  return Number(match[1]) * factor;
}

/** Reads `<supabaseDir>/config.toml`; missing keys (or a missing file) take the CLI's defaults. */
export function loadProjectConfig(supabaseDir: string): ProjectConfig {
  const path = join(supabaseDir, 'config.toml');
  const root = existsSync(path) ? table(parse(readFileSync(path, 'utf8'))) : {};
  const api = table(root.api);
  const auth = table(root.auth);
  const email = table(auth.email);
  const mfa = table(auth.mfa);
  const totp = table(mfa.totp);
  const rateLimit = table(auth.rate_limit);
  return {
    siteUrl: pick(auth.site_url, isString, 'http://127.0.0.1:3000'),
    additionalRedirectUrls: pick(auth.additional_redirect_urls, isStringArray, ['https://127.0.0.1:3000']),
    jwtExpiry: pick(auth.jwt_expiry, isNumber, 3600),
    minimumPasswordLength: pick(auth.minimum_password_length, isNumber, 6),
    enableSignup: pick(auth.enable_signup, isBoolean, true) && pick(email.enable_signup, isBoolean, true),
    enableAnonymousSignIns: pick(auth.enable_anonymous_sign_ins, isBoolean, false),
    refreshTokenReuseInterval: pick(auth.refresh_token_reuse_interval, isNumber, 10),
    totpEnrollEnabled: pick(totp.enroll_enabled, isBoolean, false),
    totpVerifyEnabled: pick(totp.verify_enabled, isBoolean, false),
    maxEnrolledFactors: pick(mfa.max_enrolled_factors, isNumber, 10),
    maxRows: pick(api.max_rows, isNumber, 1000),
    emailMaxFrequencySeconds: seconds(email.max_frequency, 1),
    tokenVerifications: pick(rateLimit.token_verifications, isNumber, 30),
  };
}
