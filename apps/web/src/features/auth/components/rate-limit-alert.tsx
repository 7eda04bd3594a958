import { ErrorCode } from '@robot/contracts/client';
import { PlainAlert } from '../../../components/plain/plain-alert.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';

/**
 * What to do after a 10429 on a sign-in or sign-up form, shown in the form (the toast only says
 * 'too many requests'). Nothing for any other outcome.
 */
export function RateLimitAlert({ error, text }: { error: unknown; text: string }) {
  if (!isApiError(error) || error.code !== ErrorCode.tooManyRequests) return null;
  return <PlainAlert type="warning" title={text} iconOnFirstLine />;
}
