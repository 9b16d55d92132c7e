import type common from './locales/en/common.json';
import type home from './locales/en/home.json';
import type services from './locales/en/services.json';
import type info from './locales/en/info.json';
import type providers from './locales/en/providers.json';
import type registration from './locales/en/registration.json';
import type auth from './locales/en/auth.json';
import type support from './locales/en/support.json';
import type users from './locales/en/users.json';
import type work from './locales/en/work.json';
import type wallet from './locales/en/wallet.json';
import type ekyc from './locales/en/ekyc.json';
import type referrals from './locales/en/referrals.json';
import type notifications from './locales/en/notifications.json';
import type myData from './locales/en/myData.json';
import type rateCard from './locales/en/rateCard.json';
import type availability from './locales/en/availability.json';

/** `t` checks its keys against the English files: a key missing there does not compile. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      services: typeof services;
      info: typeof info;
      providers: typeof providers;
      registration: typeof registration;
      auth: typeof auth;
      support: typeof support;
      users: typeof users;
      work: typeof work;
      wallet: typeof wallet;
      ekyc: typeof ekyc;
      referrals: typeof referrals;
      notifications: typeof notifications;
      myData: typeof myData;
      rateCard: typeof rateCard;
      availability: typeof availability;
    };
  }
}
