/**
 * Per-address limits of the account calls that cost us something (an SMS, a stored row). Login limits
 * come from config (LOGIN_MAX_PER_ACCOUNT, LOGIN_MAX_PER_IP, LOGIN_WINDOW_SECONDS).
 */
export const UserLimits = {
  smsSendPerIp: { max: 20, windowSeconds: 3600 },
  requirementPerIp: { max: 5, windowSeconds: 600 },
} as const;
