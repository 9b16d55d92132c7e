/**
 * The server's own words in English: what a member reads outside the app — emails, push
 * notifications and their own documents — and the notifications' stored words (the bell's, which
 * the web app shows in the reader's language). `hi.ts` has every key in Hindi. The English is the product's wording from before Hindi, unchanged: where it is also a
 * text of @sevak/shared (a notice), i18n.unit.test.ts holds the two to the same words.
 *
 * `{{name}}` is a value filled in when the text is used (i18next interpolation, not escaped: these
 * are plain text, never HTML).
 */
export const en = {
  mail: {
    resetCode: {
      subject: 'Your Sevak password reset code',
      text:
        'Namaste {{name}},\n\nYour code to reset your Sevak password is {{code}}.\n' +
        'It is valid for 10 minutes. If you did not ask for it, you can ignore this email.\n\n— Sevak',
    },
  },
  /** Notifications, each a title and a body: stored in English (the bell, the live toast), pushed in the member's language. */
  notice: {
    accountApproved: {
      title: 'Your account is approved',
      body: 'Welcome to Sevak! You can now use every part of the marketplace.',
    },
    feePaid: {
      title: 'Registration fee paid',
      body: 'Payment successful! Your registration fee of ₹121 is paid.',
    },
    adminRegistered: { title: 'New registration', body: '{{name}} registered and awaits approval.' },
    adminFeePaid: { title: 'Registration fee paid', body: '{{name}} paid the registration fee.' },
    adminTicket: { title: 'New support ticket', body: '{{name}}: {{issue}}' },
    ticketResolved: { title: 'Your support ticket is resolved', body: '{{issue}}: {{resolution}}' },
    ticketAcknowledged: {
      title: 'We have received your ticket {{number}}',
      body: '{{issue}}: we aim to resolve it by {{when}}.',
    },
    ekycApproved: {
      title: 'Your e-KYC is verified',
      body: 'Your bank account is verified. You can now withdraw from your wallet.',
    },
    ekycRejected: {
      title: 'Your e-KYC was not accepted',
      body: 'Our team could not verify your bank details: {{reason}} Please submit them again.',
    },
    aadhaarAccepted: {
      title: 'Your new Aadhaar images are accepted',
      body: 'Our team checked your new Aadhaar images; they are now on record.',
    },
    aadhaarRejected: {
      title: 'Your new Aadhaar images were not accepted',
      body:
        'Our team could not accept your new Aadhaar images: {{reason}} Your earlier images stay on record; ' +
        'you can upload new ones again.',
    },
    referralReward: {
      title: 'You earned {{amount}}',
      body: '{{friend}} joined Sevak with your referral and is approved. The reward is in your wallet.',
    },
    walletCredited: { title: '{{amount}} added to your wallet', body: '{{reason}}' },
    walletDebited: { title: '{{amount}} taken from your wallet', body: '{{reason}}' },
    withdrawalRequested: {
      title: 'Withdrawal of {{amount}} requested',
      body: 'The amount is held in your wallet until it is paid to your bank account.',
    },
    withdrawalProcessing: {
      title: 'Withdrawal of {{amount}} is being paid',
      body: 'It was approved and sent to your bank; you will be told when the bank confirms it.',
    },
    withdrawalPaid: {
      title: '{{amount}} paid to your bank',
      body: 'Your withdrawal was paid. Bank reference (UTR): {{utr}}.',
    },
    withdrawalRejected: {
      title: 'Withdrawal of {{amount}} rejected',
      body: '{{reason}} The amount is back in your available balance.',
    },
    withdrawalCancelled: {
      title: 'Withdrawal of {{amount}} cancelled',
      body: 'The amount is back in your available balance.',
    },
    withdrawalFailed: {
      title: 'Withdrawal of {{amount}} failed',
      body: 'The bank could not pay it: {{reason}} The amount is back in your available balance.',
    },
    withdrawalReversed: {
      title: '{{amount}} returned by the bank',
      body: 'A paid withdrawal came back from the bank; the amount is in your wallet again.',
    },
    planAssigned: {
      title: 'A plan was added to your account',
      body: '{{plan}}. Its payouts will arrive in your wallet on schedule.',
    },
    planPayout: { title: '{{amount}} plan payout received', body: 'Installment {{n}} of {{total}} is in your wallet.' },
    planClosed: { title: 'Your plan was closed', body: '{{reason}} No more payouts will be made.' },
    workRequested: { title: 'New work request', body: '{{seeker}} asks for {{category}} on {{when}}.' },
    workAccepted: { title: 'Your request was accepted', body: '{{category}} on {{when}}, by {{member}}.' },
    workDeclined: {
      title: 'Your request was declined',
      body: '{{category}} on {{when}}, by {{member}}. Reason: {{reason}}',
    },
    workCompleted: {
      title: 'Work completed: please leave a review',
      body: '{{category}} on {{when}}, by {{member}}.',
    },
    bookingRequested: {
      title: 'New booking request',
      body: '{{service}} on {{when}}, from {{member}}. Accept it, or send your price.',
    },
    bookingHeld: { title: 'New booking', body: '{{service}} on {{when}}, by {{member}}: waiting for payment.' },
    bookingQuoted: {
      title: 'Your price is ready',
      body: '{{service}} on {{when}}: {{member}} asks {{amount}}. Pay to confirm.',
    },
    bookingConfirmed: { title: 'Booking confirmed', body: '{{service}} on {{when}} with {{member}} is paid.' },
    bookingOnTheWay: { title: 'On the way', body: '{{member}} is on the way for {{service}} ({{when}}).' },
    bookingStarted: { title: 'Job started', body: '{{service}} with {{member}} has started.' },
    bookingCompleted: {
      title: 'Job completed',
      body: '{{member}} has marked {{service}} completed. Confirm it, or tell us what went wrong.',
    },
    bookingReleased: { title: 'Payment released', body: '{{amount}} for {{service}} is in your wallet.' },
    bookingCancelled: { title: 'Booking cancelled', body: '{{service}} on {{when}}, by {{member}}.' },
    bookingExpired: { title: 'Booking not paid in time', body: '{{service}} on {{when}}: the time is free again.' },
    bookingDisputed: {
      title: 'A job is disputed',
      body: '{{service}} on {{when}}: {{member}} says something went wrong. Our team will look at it.',
    },
    bookingResolved: { title: 'Dispute resolved', body: '{{service}}: {{resolution}}' },
    bookingReschedule: { title: 'A new time is proposed', body: '{{member}} asks to move {{service}} to {{when}}.' },
    bookingMoved: { title: 'Booking moved', body: '{{service}} is now on {{when}}.' },
    bookingRescheduleDeclined: { title: 'New time declined', body: '{{service}} keeps its time, {{when}}.' },
    workCancelled: { title: 'A work request was cancelled', body: '{{category}} on {{when}}, by {{member}}.' },
    workReviewed: { title: 'New review: {{rating}} of 5 stars', body: '{{member}}: {{comment}}' },
    workReviewedNoComment: {
      title: 'New review: {{rating}} of 5 stars',
      body: '{{member}} reviewed your {{category}} work.',
    },
    dataExportReady: {
      title: 'Your data is ready',
      body: 'The file with your data is ready to download for 24 hours, from My data on your profile.',
    },
  },
  /** An investment plan as its notice names it ('Monthly income: ₹1,00,000, ₹1,000 a month for 12 months'). */
  plan: {
    monthly: 'Monthly income: {{amount}}, {{back}} a month for {{months}} months',
    yearly: 'Fixed deposit: {{amount}}, {{back}} after {{months}} months',
  },
  receipt: {
    documentTitle: 'Sevak receipt {{receipt}}',
    brand: 'Sevak',
    heading: 'Registration fee receipt',
    receiptNumber: 'Receipt number',
    name: 'Name',
    phone: 'Phone',
    amount: 'Amount',
    paidOn: 'Paid on',
    paidAt: '{{when}} (IST)',
    paymentId: 'Payment id',
    footer: 'One-time registration fee. Thank you for joining Sevak.',
    deletedMember: 'Deleted member',
  },
  invoice: {
    documentTitle: '{{document}} {{number}}',
    tax_invoice: 'Tax invoice',
    bill_of_supply: 'Bill of supply',
    receipt: 'Receipt',
    receiptNote: 'Not a tax invoice: {{operator}} is not registered for GST, and no GST is charged.',
    billNote: 'The supplier is not registered for GST: no GST is charged (CGST Rules 2017, Rule 49).',
    operatorPays:
      'Supplied through {{operator}}, which pays the GST on this supply as the e-commerce operator (CGST Act 2017, section 9(5)).',
    number: 'Invoice number',
    date: 'Date',
    issuedAt: '{{when}} (IST)',
    supplier: 'Supplier',
    recipient: 'Recipient',
    suppliedBy: 'Service provided by',
    gstin: 'GSTIN: {{gstin}}',
    unregistered: 'GSTIN: not registered',
    state: 'State: {{state}} (code {{code}})',
    stateUnknown: 'State: {{state}}',
    pincode: 'PIN code: {{pincode}}',
    placeOfSupply: 'Place of supply',
    operator: 'E-commerce operator',
    reverseCharge: 'Tax payable on reverse charge: No',
    description: 'Description',
    sac: 'SAC',
    taxable: 'Taxable value',
    rate: 'GST rate',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    total: 'Total',
    totalInWords: 'Total in words: {{words}}',
    computerMade: 'Issued electronically by {{operator}} on behalf of the supplier; no signature is needed.',
    computerMadeSevak: 'Issued electronically by {{operator}}; no signature is needed.',
    deletedMember: 'Deleted member',
  },
  statement: {
    documentTitle: 'Sevak wallet statement {{from}} to {{to}}',
    heading: 'Sevak wallet statement',
    period: '{{from}} to {{to}}',
    periodIst: '{{from}} to {{to}} (times in IST)',
    opening: 'Opening balance: {{amount}}',
    closing: 'Closing balance: {{amount}}',
    date: 'Date (IST)',
    description: 'Description',
    credit: 'Credit',
    debit: 'Debit',
    balance: 'Balance',
    empty: 'No transactions in this period.',
    yearTotals: '{{year}}: credits {{credits}}, debits {{debits}}',
    csv: {
      periodLabel: 'Period',
      opening: 'Opening balance (INR)',
      type: 'Type',
      credit: 'Credit (INR)',
      debit: 'Debit (INR)',
      balance: 'Balance (INR)',
      closing: 'Closing balance (INR)',
      yearCredits: '{{year}} credits (INR)',
      yearDebits: 'debits (INR)',
    },
    kind: {
      referral_reward: 'Referral reward',
      investment_payout: 'Plan payout',
      investment_maturity: 'Plan maturity',
      withdrawal: 'Withdrawal',
      withdrawal_reversal: 'Withdrawal returned',
      adjustment: 'Adjustment by Sevak',
      booking_earning: 'Job earning',
      cancellation_compensation: 'Compensation for a cancelled job',
      penalty_recovery: 'Late cancellation charge',
      route_transfer: 'Sent to your bank account by Razorpay',
      route_transfer_returned: 'Returned: Razorpay could not send it to your bank',
    },
  },
};
