import { emulatorSuiteConfig } from '../support/vitest-config.ts';

// The project's own backend: its schema, RLS and edge functions against the local stack.
export default emulatorSuiteConfig('backend');
