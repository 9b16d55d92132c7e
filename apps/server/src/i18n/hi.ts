import type { en } from './en.js';

/** The same shape as the English, every text a string: a key missing here fails the typecheck. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/**
 * हिन्दी: the server's words for a member who reads Sevak in Hindi, in the polite आप
 * form, with the web app's words where it has them (सेवक, वॉलेट, निकासी, ई-केवाईसी, सेवा प्रदाता…).
 * Values ({{name}}) are the same as in en.ts; numbers, amounts and the reset code stay in digits.
 */
export const hi: Texts<typeof en> = {
  mail: {
    resetCode: {
      subject: 'सेवक पासवर्ड रीसेट करने के लिए आपका कोड',
      text:
        'नमस्ते {{name}} जी,\n\nआपका सेवक पासवर्ड रीसेट करने का कोड {{code}} है।\n' +
        'यह कोड 10 मिनट तक मान्य है। अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें।\n\n— सेवक',
    },
  },
  notice: {
    accountApproved: {
      title: 'आपका खाता मंज़ूर हो गया है',
      body: 'सेवक में आपका स्वागत है! अब आप मार्केटप्लेस की हर सुविधा इस्तेमाल कर सकते हैं।',
    },
    feePaid: {
      title: 'पंजीकरण शुल्क भरा गया',
      body: 'भुगतान सफल रहा! आपका ₹121 का पंजीकरण शुल्क भर दिया गया है।',
    },
    adminRegistered: { title: 'नया पंजीकरण', body: '{{name}} ने पंजीकरण किया है और मंज़ूरी का इंतज़ार कर रहे हैं।' },
    adminFeePaid: { title: 'पंजीकरण शुल्क भरा गया', body: '{{name}} ने पंजीकरण शुल्क भर दिया है।' },
    adminTicket: { title: 'नया सपोर्ट टिकट', body: '{{name}}: {{issue}}' },
    ticketResolved: { title: 'आपका सपोर्ट टिकट हल हो गया है', body: '{{issue}}: {{resolution}}' },
    ticketAcknowledged: {
      title: 'हमें आपका टिकट {{number}} मिल गया है',
      body: '{{issue}}: हम इसे {{when}} तक हल करने का प्रयास करेंगे।',
    },
    ekycApproved: {
      title: 'आपका ई-केवाईसी सत्यापित हो गया',
      body: 'आपका बैंक खाता सत्यापित हो गया है। अब आप अपने वॉलेट से पैसे निकाल सकते हैं।',
    },
    ekycRejected: {
      title: 'आपका ई-केवाईसी स्वीकार नहीं हुआ',
      body: 'हमारी टीम आपकी बैंक जानकारी सत्यापित नहीं कर सकी: {{reason}} कृपया इसे दोबारा जमा करें।',
    },
    aadhaarAccepted: {
      title: 'आपकी नई आधार फ़ोटो स्वीकार हो गईं',
      body: 'हमारी टीम ने आपकी नई आधार फ़ोटो की जाँच कर ली है; अब वे रिकॉर्ड में हैं।',
    },
    aadhaarRejected: {
      title: 'आपकी नई आधार फ़ोटो स्वीकार नहीं हुईं',
      body:
        'हमारी टीम आपकी नई आधार फ़ोटो स्वीकार नहीं कर सकी: {{reason}} आपकी पिछली फ़ोटो रिकॉर्ड में बनी रहेंगी; ' +
        'आप नई फ़ोटो फिर से अपलोड कर सकते हैं।',
    },
    referralReward: {
      title: 'आपने {{amount}} कमाए',
      body: '{{friend}} आपके रेफ़रल से सेवक से जुड़े हैं और उन्हें मंज़ूरी मिल गई है। इनाम आपके वॉलेट में है।',
    },
    walletCredited: { title: '{{amount}} आपके वॉलेट में जोड़े गए', body: '{{reason}}' },
    walletDebited: { title: '{{amount}} आपके वॉलेट से काटे गए', body: '{{reason}}' },
    withdrawalRequested: {
      title: '{{amount}} की निकासी का अनुरोध किया गया',
      body: 'आपके बैंक खाते में भुगतान होने तक यह रकम आपके वॉलेट में होल्ड पर रहेगी।',
    },
    withdrawalProcessing: {
      title: '{{amount}} की निकासी का भुगतान हो रहा है',
      body: 'इसे मंज़ूरी देकर आपके बैंक को भेज दिया गया है; बैंक की पुष्टि होते ही आपको बताया जाएगा।',
    },
    withdrawalPaid: {
      title: '{{amount}} आपके बैंक खाते में भेजे गए',
      body: 'आपकी निकासी का भुगतान हो गया। बैंक रेफ़रेंस (UTR): {{utr}}।',
    },
    withdrawalRejected: {
      title: '{{amount}} की निकासी अस्वीकार की गई',
      body: '{{reason}} रकम वापस आपके उपलब्ध बैलेंस में आ गई है।',
    },
    withdrawalCancelled: {
      title: '{{amount}} की निकासी रद्द की गई',
      body: 'रकम वापस आपके उपलब्ध बैलेंस में आ गई है।',
    },
    withdrawalFailed: {
      title: '{{amount}} की निकासी नहीं हो सकी',
      body: 'बैंक भुगतान नहीं कर सका: {{reason}} रकम वापस आपके उपलब्ध बैलेंस में आ गई है।',
    },
    withdrawalReversed: {
      title: 'बैंक ने {{amount}} लौटा दिए',
      body: 'भुगतान की गई एक निकासी बैंक से वापस आ गई; रकम फिर से आपके वॉलेट में है।',
    },
    planAssigned: {
      title: 'आपके खाते में एक प्लान जोड़ा गया',
      body: '{{plan}}। इसके भुगतान तय समय पर आपके वॉलेट में आएँगे।',
    },
    planPayout: { title: '{{amount}} का प्लान भुगतान मिला', body: 'किस्त {{n}}/{{total}} आपके वॉलेट में आ गई है।' },
    planClosed: { title: 'आपका प्लान बंद कर दिया गया', body: '{{reason}} अब आगे कोई भुगतान नहीं होगा।' },
    // The web app's words for these (its notifications.json `kinds`): the bell and push say the same.
    workRequested: {
      title: 'काम का नया अनुरोध',
      body: '{{seeker}} ने {{when}} के लिए {{category}} का अनुरोध किया है।',
    },
    workAccepted: { title: 'आपका अनुरोध स्वीकार कर लिया गया', body: '{{category}}, {{when}} — {{member}} द्वारा।' },
    workDeclined: {
      title: 'आपका अनुरोध अस्वीकार कर दिया गया',
      body: '{{category}}, {{when}} — {{member}} द्वारा। कारण: {{reason}}',
    },
    workCompleted: { title: 'काम पूरा हुआ: कृपया रिव्यू दें', body: '{{category}}, {{when}} — {{member}} द्वारा।' },
    bookingRequested: {
      title: 'नया बुकिंग अनुरोध',
      body: '{{service}}, {{when}} — {{member}} से। स्वीकार करें, या अपनी कीमत भेजें।',
    },
    bookingHeld: { title: 'नई बुकिंग', body: '{{service}}, {{when}} — {{member}} द्वारा: भुगतान का इंतज़ार।' },
    bookingQuoted: {
      title: 'आपकी कीमत तैयार है',
      body: '{{service}}, {{when}}: {{member}} {{amount}} माँगते हैं। पक्का करने के लिए भुगतान करें।',
    },
    bookingConfirmed: { title: 'बुकिंग पक्की', body: '{{service}}, {{when}} — {{member}} के साथ, भुगतान हो गया।' },
    bookingOnTheWay: { title: 'रास्ते में', body: '{{member}} {{service}} ({{when}}) के लिए रास्ते में हैं।' },
    bookingStarted: { title: 'काम शुरू हुआ', body: '{{member}} के साथ {{service}} शुरू हो गया।' },
    bookingCompleted: {
      title: 'काम पूरा हुआ',
      body: '{{member}} ने {{service}} पूरा बताया है। पुष्टि करें, या बताएँ क्या ग़लत हुआ।',
    },
    bookingReleased: { title: 'भुगतान जारी', body: '{{service}} के {{amount}} आपके वॉलेट में हैं।' },
    bookingCancelled: { title: 'बुकिंग रद्द', body: '{{service}}, {{when}} — {{member}} द्वारा।' },
    bookingExpired: { title: 'समय पर भुगतान नहीं हुआ', body: '{{service}}, {{when}}: यह समय फिर से खाली है।' },
    bookingDisputed: {
      title: 'एक काम पर विवाद',
      body: '{{service}}, {{when}}: {{member}} कहते हैं कुछ ग़लत हुआ। हमारी टीम देखेगी।',
    },
    bookingResolved: { title: 'विवाद सुलझ गया', body: '{{service}}: {{resolution}}' },
    bookingReschedule: { title: 'नया समय प्रस्तावित', body: '{{member}} {{service}} को {{when}} पर ले जाना चाहते हैं।' },
    bookingMoved: { title: 'बुकिंग का समय बदला', body: '{{service}} अब {{when}} को है।' },
    bookingRescheduleDeclined: { title: 'नया समय अस्वीकार', body: '{{service}} अपने समय, {{when}}, पर रहेगा।' },
    workCancelled: { title: 'काम का एक अनुरोध रद्द कर दिया गया', body: '{{category}}, {{when}} — {{member}} द्वारा।' },
    workReviewed: { title: 'नया रिव्यू: 5 में से {{rating}} स्टार', body: '{{member}}: {{comment}}' },
    workReviewedNoComment: {
      title: 'नया रिव्यू: 5 में से {{rating}} स्टार',
      body: '{{member}} ने आपके {{category}} के काम का रिव्यू दिया है।',
    },
    dataExportReady: {
      title: 'आपका डेटा तैयार है',
      body: 'आपके डेटा वाली फ़ाइल 24 घंटे तक डाउनलोड के लिए तैयार है — अपनी प्रोफ़ाइल में "मेरा डेटा" से।',
    },
  },
  plan: {
    monthly: 'मासिक आय: {{amount}}, {{months}} महीनों तक हर महीने {{back}}',
    yearly: 'फ़िक्स्ड डिपॉज़िट: {{amount}}, {{months}} महीने बाद {{back}}',
  },
  receipt: {
    documentTitle: 'सेवक रसीद {{receipt}}',
    brand: 'सेवक',
    heading: 'पंजीकरण शुल्क की रसीद',
    receiptNumber: 'रसीद नंबर',
    name: 'नाम',
    phone: 'फ़ोन',
    amount: 'रकम',
    paidOn: 'भुगतान की तारीख',
    paidAt: '{{when}} (IST)',
    paymentId: 'पेमेंट आईडी',
    footer: 'यह एक बार लगने वाला पंजीकरण शुल्क है। सेवक से जुड़ने के लिए धन्यवाद।',
    deletedMember: 'हटाया गया सदस्य',
  },
  invoice: {
    documentTitle: '{{document}} {{number}}',
    tax_invoice: 'टैक्स इनवॉइस',
    bill_of_supply: 'बिल ऑफ़ सप्लाई',
    receipt: 'रसीद',
    receiptNote: 'यह टैक्स इनवॉइस नहीं है: {{operator}} GST में पंजीकृत नहीं है, और कोई GST नहीं लिया गया है।',
    billNote: 'सप्लायर GST में पंजीकृत नहीं है: कोई GST नहीं लिया गया है (CGST नियम 2017, नियम 49)।',
    operatorPays:
      '{{operator}} के ज़रिए दी गई सेवा; इस सप्लाई का GST ई-कॉमर्स ऑपरेटर के रूप में वही चुकाता है (CGST अधिनियम 2017, धारा 9(5))।',
    number: 'इनवॉइस नंबर',
    date: 'तारीख़',
    issuedAt: '{{when}} (IST)',
    supplier: 'सप्लायर',
    recipient: 'प्राप्तकर्ता',
    suppliedBy: 'सेवा प्रदाता',
    gstin: 'GSTIN नंबर: {{gstin}}',
    unregistered: 'GSTIN: पंजीकृत नहीं',
    state: 'राज्य: {{state}} (कोड {{code}})',
    stateUnknown: 'राज्य: {{state}}',
    pincode: 'पिन कोड: {{pincode}}',
    placeOfSupply: 'सप्लाई का स्थान',
    operator: 'ई-कॉमर्स ऑपरेटर',
    reverseCharge: 'रिवर्स चार्ज पर टैक्स देय: नहीं',
    description: 'विवरण',
    sac: 'SAC कोड',
    taxable: 'कर योग्य मूल्य',
    rate: 'GST दर',
    cgst: 'CGST कर',
    sgst: 'SGST कर',
    igst: 'IGST कर',
    total: 'कुल',
    totalInWords: 'कुल राशि शब्दों में: {{words}}',
    computerMade: '{{operator}} ने सप्लायर की ओर से इलेक्ट्रॉनिक रूप से जारी किया; हस्ताक्षर की ज़रूरत नहीं है।',
    computerMadeSevak: '{{operator}} ने इलेक्ट्रॉनिक रूप से जारी किया; हस्ताक्षर की ज़रूरत नहीं है।',
    deletedMember: 'हटाया गया सदस्य',
  },
  statement: {
    documentTitle: 'सेवक वॉलेट स्टेटमेंट {{from}} से {{to}}',
    heading: 'सेवक वॉलेट स्टेटमेंट',
    period: '{{from}} से {{to}} तक',
    periodIst: '{{from}} से {{to}} तक (समय IST में)',
    opening: 'शुरुआती बैलेंस: {{amount}}',
    closing: 'आख़िरी बैलेंस: {{amount}}',
    date: 'तारीख (IST)',
    description: 'विवरण',
    credit: 'क्रेडिट',
    debit: 'डेबिट',
    balance: 'बैलेंस',
    empty: 'इस अवधि में कोई लेन-देन नहीं हुआ।',
    yearTotals: '{{year}}: क्रेडिट {{credits}}, डेबिट {{debits}}',
    csv: {
      periodLabel: 'अवधि',
      opening: 'शुरुआती बैलेंस (INR)',
      type: 'प्रकार',
      credit: 'क्रेडिट (INR)',
      debit: 'डेबिट (INR)',
      balance: 'बैलेंस (INR)',
      closing: 'आख़िरी बैलेंस (INR)',
      yearCredits: '{{year}} क्रेडिट (INR)',
      yearDebits: 'डेबिट (INR)',
    },
    kind: {
      referral_reward: 'रेफ़रल इनाम',
      investment_payout: 'प्लान भुगतान',
      investment_maturity: 'प्लान मैच्योरिटी',
      withdrawal: 'निकासी',
      withdrawal_reversal: 'निकासी वापस आई',
      adjustment: 'सेवक द्वारा समायोजन',
      booking_earning: 'काम की कमाई',
      cancellation_compensation: 'रद्द हुए काम का मुआवज़ा',
      penalty_recovery: 'देर से रद्द करने का शुल्क',
      route_transfer: 'Razorpay द्वारा आपके बैंक खाते में भेजा गया',
      route_transfer_returned: 'वापस: Razorpay इसे आपके बैंक में नहीं भेज सका',
    },
  },
};
