import 'i18next';
import type account from './locales/en/account.json';
import type auth from './locales/en/auth.json';
import type catalogue from './locales/en/catalogue.json';
import type common from './locales/en/common.json';
import type detail from './locales/en/detail.json';
import type home from './locales/en/home.json';
import type mailbox from './locales/en/mailbox.json';
import type cart from './locales/en/cart.json';
import type address from './locales/en/address.json';
import type checkout from './locales/en/checkout.json';
import type orders from './locales/en/orders.json';
import type wallet from './locales/en/wallet.json';
import type policy from './locales/en/policy.json';
import type support from './locales/en/support.json';
import type coupons from './locales/en/coupons.json';
import type history from './locales/en/history.json';
import type requests from './locales/en/requests.json';
import type chat from './locales/en/chat.json';
import type messages from './locales/en/messages.json';
import type reviews from './locales/en/reviews.json';
import type complaints from './locales/en/complaints.json';
import type applications from './locales/en/applications.json';
import type points from './locales/en/points.json';
import type closure from './locales/en/closure.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      account: typeof account;
      policy: typeof policy;
      mailbox: typeof mailbox;
      support: typeof support;
      catalogue: typeof catalogue;
      detail: typeof detail;
      home: typeof home;
      cart: typeof cart;
      address: typeof address;
      checkout: typeof checkout;
      orders: typeof orders;
      wallet: typeof wallet;
      coupons: typeof coupons;
      history: typeof history;
      requests: typeof requests;
      chat: typeof chat;
      messages: typeof messages;
      reviews: typeof reviews;
      complaints: typeof complaints;
      applications: typeof applications;
      points: typeof points;
      closure: typeof closure;
    };
  }
}
