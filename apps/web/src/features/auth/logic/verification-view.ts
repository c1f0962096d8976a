import { AUTH_MESSAGES } from '@fengshui/shared/auth-messages';
import { MESSAGES } from '@fengshui/shared/messages';
import { ApiRequestError } from '../../../lib/api-client.ts';

export type VerificationView =
  | { kind: 'loading' }
  | { kind: 'success'; message: string }
  | { kind: 'already-verified'; message: string }
  | { kind: 'failed'; message: string };

export interface VerifyEmailResult {
  success: boolean;
  message: string;
  alreadyVerified: boolean;
  expired: boolean;
}

/** docs/accounts.md#e-mail-verification and #messages: loading, verified, already verified or failed, with the spec's texts. */
export function verificationView(
  result: VerifyEmailResult | undefined,
  error: unknown,
  token: string | undefined,
): VerificationView {
  if (!token) return { kind: 'failed', message: AUTH_MESSAGES.invalidVerification };
  if (error) {
    if (error instanceof ApiRequestError && error.status === null)
      return { kind: 'failed', message: MESSAGES.noResponse };
    const expired = error instanceof ApiRequestError && error.code === 'EXPIRED';
    return {
      kind: 'failed',
      message: expired ? AUTH_MESSAGES.verificationExpired : AUTH_MESSAGES.invalidVerification,
    };
  }
  if (!result) return { kind: 'loading' };
  if (result.alreadyVerified) return { kind: 'already-verified', message: AUTH_MESSAGES.alreadyVerified };
  if (result.expired) return { kind: 'failed', message: AUTH_MESSAGES.verificationExpired };
  if (!result.success) return { kind: 'failed', message: AUTH_MESSAGES.invalidVerification };
  return { kind: 'success', message: AUTH_MESSAGES.verified };
}
