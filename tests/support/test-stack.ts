import { TEMPLATE_CACHE_DIR } from '../../emulator/db/template.ts';
import type { EmulatorOptions } from '../../emulator/start.ts';

/**
 * What every emulator the tests start shares: its database is a copy of the migrated template, and
 * new passwords are hashed at bcrypt's least cost (the same format and checks, ~2 ms instead of ~140).
 */
export const TEST_STACK_OPTIONS = {
  templateDir: TEMPLATE_CACHE_DIR,
  bcryptCost: 4,
} as const satisfies EmulatorOptions;
