import type { ErrorReportBody } from '@robot/contracts';
import { Limits, monitorApi } from '@robot/contracts/client';
import i18n from '../i18n/i18n.ts';
import { feedback } from '../feedback.ts';
import { UiTiming } from '../ui-timing.ts';
import { useAuthStore } from '../../stores/auth-store.ts';

let lastToastAt = Number.NEGATIVE_INFINITY;
let lastReportAt = Number.NEGATIVE_INFINITY;

export interface TransportFailure {
  method: string;
  url: string;
  errorCode: string | number;
  message: string;
  responseURL?: string;
  responseText?: string;
}

const deviceInfo = (f: TransportFailure) => ({
  href: window.location.href,
  origin: window.location.origin,
  userAgent: navigator.userAgent.slice(0, 1024),
  platform: navigator.platform,
  screenWidth: window.screen?.width,
  screenHeight: window.screen?.height,
  userUUID: useAuthStore.getState().user?.uuid,
  responseURL: f.responseURL?.slice(0, 2048),
  responseText: f.responseText?.slice(0, 4096),
});

/**
 * Network down or a non-JSON answer: one toast per 6 s, and an error report to the alert endpoint
 * (also at most one per 6 s, so an outage does not flood it; never for the report call itself).
 */
export function onTransportFailure(
  f: TransportFailure,
  options: { silent: boolean; send: (body: ErrorReportBody) => Promise<unknown> },
): void {
  const now = Date.now();
  if (!options.silent && now - lastToastAt >= UiTiming.transportToastThrottleMs) {
    lastToastAt = now;
    void feedback.message.error(i18n.t('errors:network'), UiTiming.errorToastSeconds);
  }
  if (f.url.split('?')[0] === monitorApi.errorAlert.path) return;
  if (now - lastReportAt < UiTiming.transportToastThrottleMs) return;
  lastReportAt = now;
  const body: ErrorReportBody = {
    errorCode: f.errorCode,
    errorMessage: `${f.method} ${f.url}: ${f.message}`.slice(0, Limits.errorReport.message),
    deviceInfoJson: deviceInfo(f),
  };
  options.send(body).catch(() => undefined);
}

export const resetTransportThrottle = (): void => {
  lastToastAt = Number.NEGATIVE_INFINITY;
  lastReportAt = Number.NEGATIVE_INFINITY;
};
