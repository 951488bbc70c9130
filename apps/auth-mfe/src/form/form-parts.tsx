import styled, { css } from 'styled-components';
import type { TimedMessage } from '../timing/use-timed-message.ts';

export const Card = styled.div`
  width: 100%;
  max-width: 440px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  /* Long email addresses wrap instead of widening a phone's page. */
  overflow-wrap: anywhere;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

export const LinkButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    cursor: not-allowed;
  }
`;

const messageTone = {
  error: css`
    color: ${({ theme }) => theme.colors.danger};
  `,
  success: css`
    color: ${({ theme }) => theme.colors.success};
  `,
};

const MessageText = styled.p<{ $tone: TimedMessage['tone'] }>`
  margin: 0;
  font-weight: 600;
  ${({ $tone }) => messageTone[$tone]}
`;

/** A live region that is always present, so screen readers announce each message when it appears. */
export function FormMessage({ message }: { message: TimedMessage | null }) {
  return (
    <div role="status" aria-live="polite">
      {message && <MessageText $tone={message.tone}>{message.text}</MessageText>}
    </div>
  );
}
