import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Known devices (docs/decisions/027): a browser that has signed in to an account keeps a cookie
 * saying so, and the account's sign-in limits against strangers do not apply to it. The cookie is
 * `<device id>.<tag>.<tag>…`: a random id for this browser and, for each of up to 5 accounts that
 * signed in on it, an HMAC (keyed by APP_SECRET) of the id, the account and its current password
 * hash — so nothing is stored on the server, a tag cannot be made or moved to another browser,
 * and a password change forgets every device.
 */
export const DEVICE_COOKIE = 'sevak_device';
/** Sent only to the sign-in call. */
export const DEVICE_COOKIE_PATH = '/api/auth/login';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 3600;
const MAX_ACCOUNTS = 5;

export type DeviceCookie = string;
type Account = { id: string; passwordHash: string };

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

function parse(cookie: string | undefined): { id: string; tags: string[] } | null {
  const [id, ...tags] = (cookie ?? '').split('.');
  return id && ID_PATTERN.test(id) ? { id, tags: tags.slice(0, MAX_ACCOUNTS) } : null;
}

function tagOf(appSecret: string, deviceId: string, account: Account): string {
  return createHmac('sha256', appSecret)
    .update(`sevak-known-device:${deviceId}:${account.id}:${account.passwordHash}`)
    .digest('base64url')
    .slice(0, 22);
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** This browser's id, when its cookie is well formed (the sign-in limits count a known device by it). */
export function deviceIdOf(cookie: string | undefined): string | null {
  return parse(cookie)?.id ?? null;
}

/** Has this browser signed in to this account, with its current password? */
export function isKnownDevice(appSecret: string, cookie: string | undefined, account: Account): boolean {
  const device = parse(cookie);
  if (!device) return false;
  const tag = tagOf(appSecret, device.id, account);
  return device.tags.some((t) => same(t, tag));
}

/** The cookie after a sign-in to `account`: its tag first, the browser's other accounts after. */
export function knownDeviceCookie(appSecret: string, cookie: string | undefined, account: Account): DeviceCookie {
  const device = parse(cookie) ?? { id: randomBytes(16).toString('base64url'), tags: [] };
  const tag = tagOf(appSecret, device.id, account);
  const tags = [tag, ...device.tags.filter((t) => t !== tag)].slice(0, MAX_ACCOUNTS);
  return [device.id, ...tags].join('.');
}
