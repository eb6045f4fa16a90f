import { emulatorSuiteConfig } from '../support/vitest-config.ts';

// The local stack's conformance to hosted Supabase, through the unmodified supabase-js.
export default emulatorSuiteConfig('emulator');
