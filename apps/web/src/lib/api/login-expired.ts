import i18n from '../i18n/i18n.ts';
import { feedback } from '../feedback.ts';
import { paths } from '../paths.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { browser } from './browser.ts';

let open = false;

/** The login page URL that brings the user back to where they are now. */
export const loginUrlForHere = (): string => {
  const here = `${window.location.pathname}${window.location.search}`;
  return here === paths.login || here.startsWith(`${paths.login}?`)
    ? paths.login
    : `${paths.login}?redirect=${encodeURIComponent(here)}`;
};

/**
 * Code 10401 outside login/logout: one dialog however many calls fail at once. Confirming logs out
 * locally and loads the login page (a full reload, so no stale signed-in state survives).
 */
export function showLoginExpiredDialog(): void {
  if (open) return;
  open = true;
  feedback.modal.confirm({
    title: i18n.t('auth:loginExpired.title'),
    content: i18n.t('auth:loginExpired.content'),
    okText: i18n.t('auth:loginExpired.confirm'),
    cancelText: i18n.t('auth:loginExpired.stay'),
    onOk: () => {
      const target = loginUrlForHere();
      useAuthStore.getState().clear();
      browser.assign(target);
    },
    afterClose: () => {
      open = false;
    },
  });
}

export const resetLoginExpiredDialog = (): void => {
  open = false;
};
