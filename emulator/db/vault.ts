// Sets the Vault secrets scheduled jobs read (vault.sql): created when missing, replaced when the
// value changed, e.g. `project_url` when the gateway listens on another port than last time.
import type { Database } from '../contract.ts';

export async function setVaultSecrets(db: Database, secrets: Record<string, string>): Promise<void> {
  await db.asOwner(async (tx) => {
    for (const [name, secret] of Object.entries(secrets)) {
      await tx.query(
        `insert into vault.secrets (name, secret) values ($1, $2)
         on conflict (name) do update set secret = excluded.secret, updated_at = now()
         where vault.secrets.secret is distinct from excluded.secret`,
        [name, secret],
      );
    }
  });
}
