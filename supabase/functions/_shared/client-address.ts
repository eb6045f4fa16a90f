// The address every per-client limit keys on (enquiries, newsletter, chat).
//
// Hosted Supabase serves functions behind Cloudflare, which sets `CF-Connecting-IP` to the address
// that opened the connection, replacing any value the client sent, and appends that address to the
// `X-Forwarded-For` the client wrote. The first hop of `X-Forwarded-For` is therefore the client's
// own claim and buys a new allowance with every request; `CF-Connecting-IP` is the one the platform
// vouches for. The local gateway sets both the same way (`emulator/gateway/node-bridge.ts`).
//
// Without `CF-Connecting-IP` the last hop of `X-Forwarded-For` is used: the one the nearest proxy
// appended. At worst that is a proxy's own address, which makes a limit stricter, never looser.

const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;

/** An IPv4 address as IPv4, also when a dual-stack socket reports it as `::ffff:a.b.c.d`. */
const plainAddress = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.)/i, '');

export function clientAddress(request: Request): string {
  const vouched = request.headers.get('cf-connecting-ip');
  const lastHop = request.headers.get('x-forwarded-for')?.split(',').at(-1);
  const address = plainAddress(vouched ?? lastHop ?? '');
  return ADDRESS.test(address) ? address : 'unknown';
}
