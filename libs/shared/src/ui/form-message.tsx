import { Notice } from './notice.tsx';
import type { TimedMessage } from './use-timed-message.ts';

/**
 * A live region that is always present, so screen readers announce each message when it appears; the
 * message itself is a notice in its tone, the same on every form.
 */
export function FormMessage({ message }: { message: TimedMessage | null }) {
  return (
    <div role="status" aria-live="polite">
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
    </div>
  );
}
