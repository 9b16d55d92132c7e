/**
 * The query keys that more than one feature reads or marks stale (a feature never imports another).
 * A feature's own keys live with its queries (`queryOptions`) in its api file.
 */
export const queryKeys = {
  session: ['session'],
  /** GET /config/public, checked with its schema (public-config.ts): read by lazily loaded pages. */
  publicConfig: ['config', 'public'],
  /** Its operator only, checked by hand for the footer of every page (operator.ts). */
  operator: ['config', 'operator'],
  categories: ['categories'],
  /** Every admin screen's data: a change to members or categories refetches all of it. */
  admin: ['admin'],
  /** The dashboard's totals, which count members, admins and open tickets. */
  adminStats: ['admin', 'stats'],
  /** The audit log (any filter): who is an admin changes it too. */
  adminAudit: ['admin', 'audit'],
  /** Both boxes of /work: a request sent from a provider's page or a notification makes them stale. */
  work: ['work'],
  /** The lists of /work (both boxes): a new message changes a card's unread count. */
  workLists: ['work', 'requests'],
  /** One request's conversation: a message on the live stream, or a reconnection, makes it stale. */
  messages: (workRequestId: string) => ['work', 'messages', workRequestId] as const,
  /** Every conversation (a reconnection may have missed messages in any of them). */
  allMessages: ['work', 'messages'],
  /** The member's own support tickets (active one, list): a resolution makes them stale. */
  support: ['support'],
  /** The member's payments (history, receipts): a captured fee makes them stale. */
  payments: ['payment'],
  /** The member's wallet (balances, history): a reward or an adjustment makes it stale. */
  wallet: ['wallet'],
  /** The member's team: a friend's approval changes a status and a reward. */
  team: ['team'],
  /** The member's e-KYC (GET /ekyc): the e-KYC page and the wallet's Withdraw section read it. */
  ekyc: ['ekyc'],
  /**
   * A provider's rate card (GET /providers/{id}/services): the provider's My services writes it,
   * their public page reads it.
   */
  providerServices: (providerId: string) => ['providers', providerId, 'services'] as const,
} as const;
