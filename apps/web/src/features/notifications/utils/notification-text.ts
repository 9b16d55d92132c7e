import { formatDateTime, indianMidnight, NOTIFICATION_DEFAULTS, type Notification } from '@sevak/shared';
import { currentLanguage, englishResources, i18n, translateText } from '../../../i18n/i18n';
import type english from '../../../i18n/locales/en/notifications.json';

/**
 * What a person reads for a notification, in their language: the spec's defaults stand in for
 * empty text (§1, §8). The server stores a notification's words in English; each kind it sends is
 * recognised by its English words and said again in the member's language:
 * - a text of @sevak/shared (a wallet, withdrawal, e-KYC... notice, an admin's notice, the defaults,
 *   'Registration fee paid'): `translateText`;
 * - the server's own words (approval, work requests, reviews, a resolved ticket): `kinds` of the
 *   `notifications` namespace, whose English file is also the pattern each kind is found by
 *   ('{{name}} asks for {{category}} on {{when}}.'); the member's own words in them stay as they are.
 */

type KindTexts = { title: string; body?: string; bodyWithReason?: string };
type Kind = keyof typeof english.kinds;
type Template = { key: string; pattern: RegExp; names: string[] };

const BLANK = /\{\{(\w+)\}\}/g;

function templateOf(key: string, words: string): Template {
  const names = [...words.matchAll(BLANK)].map((found) => found[1]!);
  const pattern = new RegExp(
    `^${words
      .split(BLANK)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
    's',
  );
  return { key, pattern, names };
}

type KindTemplates = { kind: Kind; title: Template; bodies: Template[] };
let kinds: KindTemplates[] | null = null;

/**
 * Each kind's title, and the bodies that go with it (the one with a reason first), from the English
 * file (loaded with the bell and the live stream: both ask for the `notifications` namespace).
 */
function kindTemplates(): KindTemplates[] {
  if (kinds) return kinds;
  const words = englishResources().notifications as typeof english | undefined;
  if (!words) return [];
  kinds = (Object.entries(words.kinds) as [Kind, KindTexts][]).map(([kind, texts]) => ({
    kind,
    title: templateOf(`kinds.${kind}.title`, texts.title),
    bodies: (['bodyWithReason', 'body'] as const)
      .filter((field) => texts[field] !== undefined)
      .map((field) => templateOf(`kinds.${kind}.${field}`, texts[field]!)),
  }));
  return kinds;
}

const MONTH_ABBREVIATIONS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The server writes times in English ('05 Mar 2026, 12:15 pm', India's time): in the member's words. */
function localTime(text: string): string {
  const parts = /^(\d{1,2}) ([A-Za-z]{3,4})\.? (\d{4}),\s*(\d{1,2}):(\d{2})\s*([ap])\.?m\.?$/i.exec(text.trim());
  if (!parts) return text;
  const [, day, monthName, year, hour, minute, half] = parts;
  const month = MONTH_ABBREVIATIONS.indexOf(monthName!.slice(0, 3).toLowerCase());
  if (month < 0) return text;
  const hours = (Number(hour) % 12) + (half!.toLowerCase() === 'p' ? 12 : 0);
  const midnight = indianMidnight(Number(year), month, Number(day));
  return formatDateTime(new Date(midnight.getTime() + (hours * 60 + Number(minute)) * 60_000));
}

/** The text said by `template` in the member's language, if it is that template's text. */
function say(template: Template, text: string): string | null {
  const found = template.pattern.exec(text);
  if (!found) return null;
  const values: Record<string, string> = {};
  template.names.forEach((name, index) => {
    const value = found[index + 1]!;
    values[name] = name === 'when' ? localTime(value) : value;
  });
  return i18n.t(template.key as never, { ns: 'notifications', ...values } as never) as unknown as string;
}

function titleMatch(title: string): { kind: Kind; said: string } | null {
  for (const { kind, title: template } of kindTemplates()) {
    const said = say(template, title);
    if (said !== null) return { kind, said };
  }
  return null;
}

export function notificationTitle(notification: Pick<Notification, 'title'>): string {
  const title = notification.title.trim() || NOTIFICATION_DEFAULTS.title;
  if (currentLanguage() === 'en') return title;
  return titleMatch(title)?.said ?? translateText(title);
}

export function notificationBody(notification: Pick<Notification, 'title' | 'body'>): string {
  const body = notification.body.trim() || NOTIFICATION_DEFAULTS.body;
  if (currentLanguage() === 'en') return body;
  // The server's own bodies only under their own titles: a member's words never pass for one.
  const kind = titleMatch(notification.title.trim())?.kind;
  for (const template of kindTemplates().find((entry) => entry.kind === kind)?.bodies ?? []) {
    const said = say(template, body);
    if (said !== null) return said;
  }
  return translateText(body);
}

/**
 * The page of this app a notification opens, or null. Only paths of this site ('/ViewTickits'):
 * a full address or '//host' would take the person elsewhere.
 */
export function notificationPath(link: string | null): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  return link;
}

/** The bell's accessible name, with the count when there is one. */
export function bellLabel(unread: number): string {
  return unread > 0
    ? i18n.t('bell.labelUnread', { ns: 'notifications', count: unread })
    : i18n.t('bell.label', { ns: 'notifications' });
}
