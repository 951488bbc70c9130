import { Card } from '@app/shared/ui';
import styled from 'styled-components';

const Steps = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    position: relative;
    counter-increment: step;
    padding-left: ${({ theme }) => theme.space(10)};
    min-height: 28px;
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: 0;
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(3)};
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Privacy = styled.aside`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/** docs/product.md §2's intro steps and the privacy note, worded as ARCHITECTURE §6 says the product behaves. */
export function ConnectIntro() {
  return (
    <Card>
      <Heading id="connect-steps">How to link</Heading>
      <Steps>
        <li>
          Authorize WhatsApp on another device: on your phone, open WhatsApp, then{' '}
          <strong>Settings → Linked devices → Link a device</strong>.
        </li>
        <li>
          If you are reading this on that phone, copy the link to this page and open it on another device, such as a computer or tablet.
        </li>
        <li>Press the button, and scan the QR code with your phone.</li>
      </Steps>
      <Privacy aria-label="Privacy">
        <p>
          <strong>Privacy:</strong> we never store your chat history. Only new messages with the contacts you choose for a schedule are
          kept, encrypted, until the schedule's next run reads them, and are then deleted. The insights made from them are kept, encrypted,
          for you alone, for a year at most.
        </p>
        <p>
          We only ever send messages to your own chat. You can remove the connection at any time from the menu, or from your phone; the menu
          also downloads everything we keep about you, or deletes your account with all of it.
        </p>
      </Privacy>
    </Card>
  );
}
