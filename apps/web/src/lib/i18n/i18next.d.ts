/**
 * i18next's keys typed from the en-US locale files: a key that no file defines, or one in a namespace
 * the call did not ask for, fails the type check. zh-CN has the same keys (locales.test.ts checks it).
 */
import 'i18next';
import type about from '../../locales/en-US/about.json';
import type admin from '../../locales/en-US/admin.json';
import type adminOps from '../../locales/en-US/adminOps.json';
import type account from '../../locales/en-US/account.json';
import type aiWrite from '../../locales/en-US/aiWrite.json';
import type auth from '../../locales/en-US/auth.json';
import type chat from '../../locales/en-US/chat.json';
import type common from '../../locales/en-US/common.json';
import type contact from '../../locales/en-US/contact.json';
import type directories from '../../locales/en-US/directories.json';
import type directoryForm from '../../locales/en-US/directoryForm.json';
import type errors from '../../locales/en-US/errors.json';
import type home from '../../locales/en-US/home.json';
import type markdown from '../../locales/en-US/markdown.json';
import type nav from '../../locales/en-US/nav.json';
import type robotForm from '../../locales/en-US/robotForm.json';
import type robots from '../../locales/en-US/robots.json';
import type share from '../../locales/en-US/share.json';
import type user from '../../locales/en-US/user.json';
import type validation from '../../locales/en-US/validation.json';
import type xky from '../../locales/en-US/xky.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      about: typeof about;
      account: typeof account;
      admin: typeof admin;
      adminOps: typeof adminOps;
      aiWrite: typeof aiWrite;
      auth: typeof auth;
      chat: typeof chat;
      common: typeof common;
      contact: typeof contact;
      directories: typeof directories;
      directoryForm: typeof directoryForm;
      errors: typeof errors;
      home: typeof home;
      markdown: typeof markdown;
      nav: typeof nav;
      robotForm: typeof robotForm;
      robots: typeof robots;
      share: typeof share;
      user: typeof user;
      validation: typeof validation;
      xky: typeof xky;
    };
  }
}
