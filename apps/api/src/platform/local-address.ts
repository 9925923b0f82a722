import { isIP } from 'node:net';

/**
 * Whether a host name is this machine or an address of a private network: `localhost` (and its subdomains), the
 * loopback, private, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT and unspecified IPv4 ranges,
 * and IPv6 loopback, unique-local and link-local addresses (also IPv4-mapped). Used to keep a public instance from
 * calling its own or its network's services when a user gives it an address (PACT suppliers and partners). A name
 * that resolves to such an address is not caught here: names are resolved when called, and an instance that must
 * also guard against those belongs behind an egress proxy.
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const kind = isIP(host);
  if (kind === 4) return isLocalIpv4(host);
  if (kind === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
    if (mapped) return isLocalIpv4(mapped[1]!);
    return host === '::1' || host === '::' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host);
  }
  return false;
}

function isLocalIpv4(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}
