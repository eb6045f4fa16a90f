// The functions the database's scheduler calls (pg_cron through pg_net) present the service role key
// read from Vault; nobody else may start them.

const encoder = new TextEncoder();

/** Compares the presented key with the service role key in time that does not depend on where they differ. */
export async function isServiceRole(request: Request, serviceRoleKey: string): Promise<boolean> {
  const presented = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!presented || !serviceRoleKey) return false;
  const digest = async (value: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(value)));
  const [a, b] = await Promise.all([digest(presented), digest(serviceRoleKey)]);
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a[index]! ^ b[index]!;
  return difference === 0;
}
