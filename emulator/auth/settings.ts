import type { ProjectConfig } from '../project-config.ts';
import type { FactorGuard } from './factor-guard.ts';

export interface AuthSettings {
  config: ProjectConfig;
  jwtSecret: string;
  /** The public base URL of the emulator; the JWT issuer is `<publicUrl>/auth/v1` like the CLI's. */
  publicUrl: string;
  /** TOTP attempts and spent time steps, per factor, for the life of this auth service. */
  factorGuard: FactorGuard;
  /** The bcrypt cost of new password hashes. */
  bcryptCost: number;
}

export function issuer(settings: AuthSettings): string {
  return `${settings.publicUrl}/auth/v1`;
}
