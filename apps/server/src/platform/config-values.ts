/** Value types of the environment that need more than a line of zod (config.ts reads them). */
import { isIP } from 'node:net';
import { z } from 'zod';

/** An optional environment text: trimmed, and empty counts as unset. */
export const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(text: string): boolean {
  if (PROXY_RANGE_NAMES.has(text)) return true;
  const [address = '', prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (docs/contract.md §4): the number of proxies in front of the app, or their addresses/CIDRs.
 * The client address — and so every per-IP limit — is then the one the last trusted proxy added
 * to X-Forwarded-For. `true` would trust the left-most entry, which the client writes itself.
 */
export const trustProxySchema = optionalText.transform((v, ctx): false | number | string[] => {
  if (v === undefined || ['0', 'false', 'no'].includes(v)) return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (['true', 'yes', 'all'].includes(v.toLowerCase())) {
    ctx.addIssue({
      code: 'custom',
      message:
        'must say which proxies to trust: their number (e.g. 1 behind one load balancer) or their addresses/CIDRs (e.g. 10.0.0.0/8) — `true` would let any client choose its own address',
    });
    return z.NEVER;
  }
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every(isAddressOrCidr)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a number of proxy hops or a comma-separated list of IP addresses/CIDRs (e.g. 10.0.0.0/8, 192.168.1.7)',
    });
    return z.NEVER;
  }
  return entries;
});
