import { z } from 'zod';

/** Support tickets (docs/product-spec.md §2 Support page, 'All Tickets', 'Your Support Tickets'; §3; §7; §8). */

export const TICKET_STATUSES = ['Pending', 'Resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** A support ticket, or a request about the member's personal data (DPDP Act 2023). */
export const TICKET_KINDS = ['support', 'data_request', 'dispute'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

/** What a data request is about: the member's rights under the DPDP Act 2023 (§11–14). */
export const DATA_REQUEST_TOPICS = ['access', 'correction', 'erasure', 'grievance', 'nomination'] as const;
export type DataRequestTopic = (typeof DATA_REQUEST_TOPICS)[number];
/** Each topic's words: the member chooses by them, and they become the ticket's issue. */
export const DATA_REQUEST_TOPIC_LABELS: Record<DataRequestTopic, string> = {
  access: 'Access: a copy of my personal data',
  correction: 'Correction of my personal data',
  erasure: 'Erasure of my personal data',
  grievance: 'A complaint about how my data is handled',
  nomination: 'Nominate a person to use my rights',
};

export const supportMessages = {
  submitted: 'Your issue has been submitted successfully.',
  resolved: 'Ticket marked as resolved!',
  acknowledged: 'Ticket acknowledged. The member is told when we aim to resolve it.',
  deleted: 'Ticket deleted successfully.',
  issueRequired: 'Please describe the issue.',
  descriptionRequired: 'Please add a description.',
  activeExists: 'You already have an open ticket. We will answer it soon.',
  stillPending: 'Resolve this ticket before deleting it.',
  notFound: 'Ticket not found',
  resolutionRequired: 'Please write the resolution message.',
  noResolution: 'No resolution yet',
  // docs/product-spec.md §8 fallbacks, shown when the server gives no message.
  fetchActiveFailed: 'Failed to fetch active ticket.',
  submitFailed: 'Failed to submit the issue. Please try again.',
  fetchFailed: 'Failed to fetch tickets.',
  updateFailed: 'Failed to update the ticket status.',
  deleteFailed: 'Error deleting ticket.',
  deleteConfirm: 'Are you sure you want to delete this request?',
  // Data requests: a ticket of their own kind, beside a support ticket.
  dataRequestSubmitted: 'Your data request has been submitted. Our Grievance officer will answer it.',
  dataRequestExists: 'You already have a data request waiting. We will answer it within the promised time.',
  topicRequired: 'Please choose what your request is about.',
  fetchDataRequestsFailed: 'Failed to fetch your data requests.',
  /** SUPPORT_HOURS when the deployment sets none (its own hours are shown as written). */
  defaultHours: 'Monday to Saturday, 9 am to 6 pm (IST)',
} as const;

/** POST /support/addIssue */
export const newTicketSchema = z.object({
  issue: z.string({ error: supportMessages.issueRequired }).trim().min(1, supportMessages.issueRequired).max(200),
  description: z
    .string({ error: supportMessages.descriptionRequired })
    .trim()
    .min(1, supportMessages.descriptionRequired)
    .max(4000),
});
export type NewTicket = z.infer<typeof newTicketSchema>;

/** POST /support/addDataRequest: what the request is about, and the member's words. */
export const newDataRequestSchema = z.object({
  topic: z.enum(DATA_REQUEST_TOPICS, { error: supportMessages.topicRequired }),
  description: z
    .string({ error: supportMessages.descriptionRequired })
    .trim()
    .min(1, supportMessages.descriptionRequired)
    .max(4000),
});
export type NewDataRequest = z.infer<typeof newDataRequestSchema>;

/** PUT /support/updateTicketStatus/{id}/status */
export const resolveTicketSchema = z.object({
  status: z.literal('Resolved'),
  resolutionMessage: z
    .string({ error: supportMessages.resolutionRequired })
    .trim()
    .min(1, supportMessages.resolutionRequired)
    .max(2000),
});

export const ticketSchema = z.object({
  _id: z.uuid(),
  /** 'data_request': a request about the member's personal data; admins see them apart. */
  kind: z.enum(TICKET_KINDS),
  /** A dispute's booking (kind 'dispute'); null for every other ticket. */
  bookingId: z.uuid().nullable(),
  issue: z.string(),
  description: z.string(),
  status: z.enum(TICKET_STATUSES),
  resolutionMessage: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** The number the member quotes to us, 'SV-T-000123': unique, given in the order tickets are opened. */
  ticketNumber: z.string(),
  /**
   * The grievance timers (Consumer Protection (E-Commerce) Rules 2020, Rule 4(5); DPDP Rules 2025),
   * set by the server when the ticket is opened: acknowledged within 48 hours, resolved within a
   * calendar month (a data request: within GRIEVANCE_RESPONSE_DAYS days). ISO instants.
   */
  acknowledgementDueAt: z.string(),
  resolutionDueAt: z.string(),
  /** When an admin first acted on it (acknowledged or resolved it); null until then. */
  acknowledgedAt: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** A ticket as admins list it: with its member (docs/product-spec.md §3 'userId populated'); null once erased. */
export const adminTicketSchema = ticketSchema.extend({
  userId: z.object({ _id: z.uuid(), name: z.string(), phone: z.string(), email: z.string() }).nullable(),
  /** Pending, not acknowledged, and its acknowledgement due time has passed (at the server's clock). */
  acknowledgementOverdue: z.boolean(),
  /** Pending, and its resolution due time has passed. */
  resolutionOverdue: z.boolean(),
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;

/** GET /support/getActiveTicket: the member's Pending ticket, or null. */
export const activeTicketAnswerSchema = z.object({ ticket: ticketSchema.nullable() });
export type ActiveTicketAnswer = z.infer<typeof activeTicketAnswerSchema>;
/** GET /support/userTickets: every ticket of the member, newest first. */
export const ticketListSchema = z.object({ tickets: z.array(ticketSchema) });
export type TicketList = z.infer<typeof ticketListSchema>;
/** POST /support/addIssue (201), PUT /support/updateTicketStatus/{id}/status */
export const ticketAnswerSchema = z.object({ message: z.string(), ticket: ticketSchema });
export type TicketAnswer = z.infer<typeof ticketAnswerSchema>;
/** GET /support/getTickets (admin): a keyset page, overdue tickets first. */
export const adminTicketPageSchema = z.object({
  tickets: z.array(adminTicketSchema),
  nextCursor: z.string().nullable(),
});
export type AdminTicketPage = z.infer<typeof adminTicketPageSchema>;

/** GET /support/getTickets query (admin): status, kind and overdue filters, search, keyset paging. */
export const ticketQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  /** Support tickets or data requests only. */
  kind: z.enum(TICKET_KINDS).optional(),
  /** 'true': only the overdue (acknowledgement or resolution); 'false': only those that are not. */
  overdue: z.enum(['true', 'false']).optional(),
  /** Member name, email or phone, or a ticket number ('SV-T-000123', or its digits). */
  search: z.string().trim().max(100).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** The support desk's contact details (configurable: SUPPORT_PHONE, SUPPORT_EMAIL, SUPPORT_HOURS). */
export const supportContactSchema = z.object({ phone: z.string(), email: z.string(), hours: z.string() });
export type SupportContact = z.infer<typeof supportContactSchema>;
