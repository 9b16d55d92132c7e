import type { Language } from '@sevak/shared';

/**
 * Every SMS and WhatsApp message Sevak sends (docs/decisions/039): its words in English and Hindi
 * with {{blanks}}, and what it is. India's DLT rules let an SMS go only as a template registered
 * by the sender: each template's DLT id is a setting (`SMS_DLT_TEMPLATE_IDS`, a JSON object of
 * template → id), as is its approved WhatsApp template name (`WHATSAPP_TEMPLATES`); the words here
 * are what was registered. `code` templates carry one-time codes: they go at any hour;
 * `transactional` ones wait out the night (21:00–09:00 in India); `marketing` ones go only to
 * members who agreed to them.
 */
export type TemplateKind = 'code' | 'transactional' | 'marketing';

type Template = { kind: TemplateKind; words: Record<Language, string> };

export const TEMPLATES = {
  signInCode: {
    kind: 'code',
    words: {
      en: 'Your Sevak sign-in code is {{code}}. It works for 5 minutes. Never share it. - Sevak',
      hi: 'आपका सेवक साइन-इन कोड {{code}} है। यह 5 मिनट तक चलेगा। इसे किसी को न बताएँ। - सेवक',
    },
  },
  phoneCode: {
    kind: 'code',
    words: {
      en: 'Your Sevak code to verify this phone is {{code}}. It works for 5 minutes. - Sevak',
      hi: 'इस फ़ोन की पुष्टि के लिए आपका सेवक कोड {{code}} है। यह 5 मिनट तक चलेगा। - सेवक',
    },
  },
  bookingConfirmed: {
    kind: 'transactional',
    words: {
      en: 'Sevak: your booking of {{service}} on {{when}} with {{member}} is confirmed.',
      hi: 'सेवक: {{member}} के साथ {{when}} को {{service}} की आपकी बुकिंग पक्की हो गई है।',
    },
  },
  quoteReceived: {
    kind: 'transactional',
    words: {
      en: 'Sevak: {{member}} priced {{service}} at {{amount}}. Open Sevak to pay and confirm.',
      hi: 'सेवक: {{member}} ने {{service}} की कीमत {{amount}} बताई है। भुगतान कर पक्का करने के लिए सेवक खोलें।',
    },
  },
  bookingCancelled: {
    kind: 'transactional',
    words: {
      en: 'Sevak: {{service}} on {{when}} was cancelled by {{member}}. Refund: {{refund}}.',
      hi: 'सेवक: {{when}} का {{service}} {{member}} ने रद्द किया। वापसी: {{refund}}।',
    },
  },
  paymentRefunded: {
    kind: 'transactional',
    words: {
      en: 'Sevak: {{amount}} has been refunded to you (receipt {{receipt}}). Banks take up to 7 days to show it.',
      hi: 'सेवक: आपको {{amount}} वापस कर दिए गए हैं (रसीद {{receipt}})। बैंक में दिखने में 7 दिन तक लग सकते हैं।',
    },
  },
  bookingReminder: {
    kind: 'transactional',
    words: {
      en: 'Sevak reminder: {{service}} with {{member}} is on {{when}}.',
      hi: 'सेवक याद दिलाता है: {{member}} के साथ {{service}} {{when}} को है।',
    },
  },
  providerOnTheWay: {
    kind: 'transactional',
    words: {
      en: 'Sevak: {{member}} is on the way for {{service}} ({{when}}). Keep your start code ready.',
      hi: 'सेवक: {{member}} {{service}} ({{when}}) के लिए निकल चुके हैं। अपना शुरू करने का कोड तैयार रखें।',
    },
  },
  messageWaiting: {
    kind: 'transactional',
    words: {
      en: 'Sevak: {{member}} sent you a message about {{service}}. Open Sevak to read and reply.',
      hi: 'सेवक: {{member}} ने {{service}} के बारे में आपको संदेश भेजा है। पढ़ने और जवाब देने के लिए सेवक खोलें।',
    },
  },
  accountApproved: {
    kind: 'transactional',
    words: {
      en: 'Sevak: your account is approved. You can now book services and offer your own.',
      hi: 'सेवक: आपका खाता मंज़ूर हो गया है। अब आप सेवाएँ बुक कर सकते हैं और अपनी सेवाएँ दे सकते हैं।',
    },
  },
  ekycVerified: {
    kind: 'transactional',
    words: {
      en: 'Sevak: your bank account ending {{last4}} is verified. You can now withdraw from your wallet.',
      hi: 'सेवक: {{last4}} पर ख़त्म होने वाला आपका बैंक खाता सत्यापित हो गया है। अब आप वॉलेट से पैसे निकाल सकते हैं।',
    },
  },
  withdrawalPaid: {
    kind: 'transactional',
    words: {
      en: 'Sevak: your withdrawal of {{amount}} has been paid to your bank account (UTR {{utr}}).',
      hi: 'सेवक: आपकी {{amount}} की निकासी आपके बैंक खाते में भेज दी गई है (UTR {{utr}})।',
    },
  },
} as const satisfies Record<string, Template>;

export type TemplateName = keyof typeof TEMPLATES;

/** The words of a template in a language with its blanks filled; a blank with no value stays visible. */
export function renderTemplate(name: TemplateName, language: Language, vars: Record<string, string>): string {
  return TEMPLATES[name].words[language].replace(/\{\{(\w+)\}\}/g, (all, key: string) => vars[key] ?? all);
}

/** The blanks of a template, in the order they appear (WhatsApp's body parameters take them so). */
export function blanksOf(name: TemplateName): string[] {
  return [...TEMPLATES[name].words.en.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
}
