// Recovery for an admin nobody can help from the back office (the last admin, or every admin locked
// out): with the service role, removes all of the admin's authenticator apps through the auth
// server's admin API and mails them a sign-in link, so they set up a new app through their mailbox
// (the only way an app counts for admin work). See docs/admin-recovery.md.
//
//   npm run admin:recover -- --email admin@example.com
//
// Against the local stack it needs nothing else; against production set SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY (and SITE_URL when the site is not at the stack's site address).
import { parseArgs } from 'node:util';
import { RecoveryError, recoverAdmin, targetFromEnv } from './recovery';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' } }, strict: true });
  const email = values.email?.trim();
  if (!email) throw new RecoveryError('Name the admin: npm run admin:recover -- --email admin@example.com');
  const target = targetFromEnv(process.env);
  const recovered = await recoverAdmin(target, email);
  console.log(
    [
      `Removed ${recovered.removedFactors} authenticator app(s) from ${email} at ${target.supabaseUrl}.`,
      `Sent a sign-in link to ${email}. It opens ${recovered.redirectTo}, where they set up a new app.`,
      'Every admin gets an e-mail about the removal. Ask them to change their password once signed in.',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof RecoveryError ? error.message : error);
  process.exitCode = 1;
});
