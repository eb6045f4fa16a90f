import type { ProjectConfig } from '../project-config.ts';

export interface AuthSettings {
  config: ProjectConfig;
  jwtSecret: string;
  /** The public base URL of the emulator; the JWT issuer is `<publicUrl>/auth/v1` like the CLI's. */
  publicUrl: string;
}

export function issuer(settings: AuthSettings): string {
  return `${settings.publicUrl}/auth/v1`;
}
