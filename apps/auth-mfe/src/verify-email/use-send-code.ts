import { api, failureText } from '@app/shared/host';
import { useCallback, useState } from 'react';
import { useCountdown } from '../timing/use-countdown.ts';

/** docs/product.md §9: the countdown's initial state is 15 s; a send sets it to 10 s. */
export const initialResendSeconds = 15;
export const resendAfterSendSeconds = 10;

type SendResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * The send/resend link of docs/product.md §2: 'Send OTP to your email' until the first send, then
 * 'Resend in N seconds' (disabled) counting down, then 'Resend Verification Code'.
 */
export function useSendCode(userId: string | null) {
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const { seconds, restart } = useCountdown(initialResendSeconds, sent);

  const send = useCallback(async (): Promise<SendResult> => {
    setSending(true);
    const answer = await api.post('requestEmailCode', { userId: userId ?? '' });
    setSending(false);
    if (!answer.ok) {
      return { ok: false, message: failureText(answer, 'Could not send the code') };
    }
    setSent(true);
    restart(resendAfterSendSeconds);
    return { ok: true, message: answer.message ?? 'Email sent successfully' };
  }, [restart, userId]);

  const label = !sent ? 'Send OTP to your email' : seconds > 0 ? `Resend in ${seconds} seconds` : 'Resend Verification Code';
  return { send, label, sent, disabled: sending || (sent && seconds > 0) };
}
