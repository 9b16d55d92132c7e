import { z } from 'zod';
import { decodeFields, encodeForm, type FormFields, type FormFiles, type FormValues } from './multipart.js';

/**
 * The conversation of a request or booking (docs/contract.md §5c "messages"): its two parties,
 * and an admin while it is disputed. Newest last; older pages by `nextCursor`. Before a booking is
 * paid (a free request: accepted), phone numbers and email addresses in the words are masked, so
 * the deal — and both people — stay on Sevak.
 */

export const MESSAGE_TEXT_MAX = 2000;
export const MESSAGE_SENDERS = ['seeker', 'provider', 'admin'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

export const conversationMessages = {
  textRequired: 'Write a message.',
  textTooLong: 'Keep a message under 2000 characters.',
  clientIdInvalid: 'This message could not be sent. Please try again.',
  adminOnlyInDispute: 'Admins can read a conversation only while its booking is disputed.',
  reported: 'Thank you. An admin will look at this message.',
  reasonRequired: 'Please say what is wrong with this message (at least 3 characters).',
  notFound: 'Message not found.',
  alreadyReported: 'You have already reported this message.',
  photoRequired: 'Choose a photo to send.',
  masked: '[hidden until the booking is paid]',
} as const;

export const messageSchema = z.object({
  _id: z.uuid(),
  from: z.enum(MESSAGE_SENDERS),
  /** True for the viewer's own messages. */
  mine: z.boolean(),
  text: z.string(),
  createdAt: z.string(),
  /** When the other party read it (a message of the viewer's), else null. */
  readAt: z.string().nullable(),
  /** The id the sender's device gave it (an offline message sent again is kept once). */
  clientId: z.string(),
  /**
   * A photo sent with it: re-encoded, without EXIF, served only to the conversation's parties
   * (`url`, `thumbUrl`: GET /messages/{id}/photo, `?size=thumb`). Never an identity document.
   */
  photo: z
    .object({ url: z.string(), thumbUrl: z.string(), width: z.number().int(), height: z.number().int() })
    .nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** GET /work/requests/{id}/messages: the newest page (or older ones by cursor), oldest first in the page. */
export const messagePageSchema = z.object({
  messages: z.array(messageSchema),
  /** Older messages: ask again with `cursor`. */
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messagePageQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** A client id: the device's own id for a message, 8–64 letters, digits, '-' or '_'. */
export const clientIdSchema = z
  .string({ error: conversationMessages.clientIdInvalid })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, conversationMessages.clientIdInvalid);

/** POST /work/requests/{id}/messages */
export const newMessageSchema = z.object({
  clientId: clientIdSchema,
  text: z
    .string({ error: conversationMessages.textRequired })
    .trim()
    .min(1, conversationMessages.textRequired)
    .max(MESSAGE_TEXT_MAX, conversationMessages.textTooLong),
});
export type NewMessage = z.infer<typeof newMessageSchema>;

/**
 * POST /work/requests/{id}/messages/photo (multipart: clientId, text, and the file `photo`): a
 * photo with words that may be empty.
 */
export const newPhotoMessageSchema = z.object({
  clientId: clientIdSchema,
  text: z.string().trim().max(MESSAGE_TEXT_MAX, conversationMessages.textTooLong).default(''),
});
export type NewPhotoMessage = z.infer<typeof newPhotoMessageSchema>;

export const MESSAGE_PHOTO_SLOTS = ['photo'] as const;
const photoMessageFormFields = { clientId: 'verbatim', text: 'text' } as const satisfies FormFields;
export const encodePhotoMessageForm = (
  values: FormValues<typeof photoMessageFormFields>,
  files: FormFiles<(typeof MESSAGE_PHOTO_SLOTS)[number]>,
) => encodeForm(photoMessageFormFields, MESSAGE_PHOTO_SLOTS, values, files);
export const decodePhotoMessageFields = (fields: Readonly<Record<string, string>>) =>
  decodeFields(photoMessageFormFields, fields);

/** POST /work/requests/{id}/messages (201; the same answer again for a clientId already kept). */
export const messageAnswerSchema = z.object({ message: messageSchema });

/** POST /messages/{id}/report */
export const reportMessageSchema = z.object({
  reason: z
    .string({ error: conversationMessages.reasonRequired })
    .trim()
    .min(3, conversationMessages.reasonRequired)
    .max(500, 'Keep the reason under 500 characters.'),
});

/**
 * An event of the notification stream (`event: message`): a message in one of the member's
 * conversations, as they see it — or only its id when it is too long for the channel, for the page
 * to fetch.
 */
export const messageEventSchema = z.object({
  workRequestId: z.uuid(),
  messageId: z.uuid(),
  message: messageSchema.optional(),
});
export type MessageEvent = z.infer<typeof messageEventSchema>;

const PHONE = /(?:\+?91[\s-]*)?(?:0[\s-]*)?[6-9](?:[\s.-]*\d){9}(?!\d)/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** The words with Indian phone numbers and email addresses hidden (before a booking is paid). */
export function maskContacts(text: string): string {
  return text.replace(EMAIL, conversationMessages.masked).replace(PHONE, conversationMessages.masked);
}

/** GET /admin/message-reports: a member's report with the message and the messages around it, unmasked. */
export const adminMessageReportSchema = z.object({
  _id: z.uuid(),
  reason: z.string(),
  createdAt: z.string(),
  reporter: z.object({ _id: z.uuid(), name: z.string() }),
  /** Who wrote the reported message (null once their account is erased). */
  sender: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
  workRequestId: z.uuid(),
  messageId: z.uuid(),
  /** Up to 3 messages either side, and the reported one, oldest first. */
  context: z.array(messageSchema),
});
export type AdminMessageReport = z.infer<typeof adminMessageReportSchema>;
export const adminMessageReportPageSchema = z.object({
  reports: z.array(adminMessageReportSchema),
  nextCursor: z.string().nullable(),
});
