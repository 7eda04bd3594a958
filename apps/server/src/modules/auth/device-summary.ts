import Bowser from 'bowser';

export interface DeviceSummary {
  browser: string | null;
  os: string | null;
  mobile: boolean;
}

/**
 * What a person recognises a sign-in by: the browser and the system, from the User-Agent sent at
 * sign-in. Versions are left out (they change under a live session and add nothing to 'which device').
 */
export function summariseDevice(userAgent: string | null): DeviceSummary {
  if (!userAgent) return { browser: null, os: null, mobile: false };
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type;
  return {
    browser: parsed.browser.name || null,
    os: parsed.os.name || null,
    mobile: type === 'mobile' || type === 'tablet',
  };
}
