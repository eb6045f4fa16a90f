// Zod for every schema of the site and the functions, set up once. Jitless: Zod's fast path compiles
// with `new Function`, and even its probe for that counts as a violation of the site's
// Content-Security-Policy (no 'unsafe-eval'), which browsers report on every page that validates.
// The setting is read as each object schema is built, so no schema may import Zod around this module.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
