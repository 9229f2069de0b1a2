import { BlockList, isIP } from 'node:net';

// Server-side request forgery (decision 0022): in production a webhook may not reach the
// machine's own network. Literal addresses and `localhost` are refused when the URL is saved;
// every delivery refuses a host any of whose addresses is private, in the lookup its connection
// uses (webhook-post.ts).

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv6');
}

/** True for a loopback, private, link-local, shared, multicast or unspecified address. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  const family = isIP(bare);
  if (family === 4) return PRIVATE.check(bare, 'ipv4');
  if (family === 6) return PRIVATE.check(bare, 'ipv6');
  return false;
}

const hostOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** A URL naming a private address or localhost outright (no DNS asked). */
export function namesPrivateHost(url: string): boolean {
  const host = hostOf(url);
  return host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host);
}
