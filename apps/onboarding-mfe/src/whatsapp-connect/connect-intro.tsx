import { useState } from 'react';
import styled from 'styled-components';

const Steps = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding-left: ${({ theme }) => theme.space(6)};
  line-height: 1.6;
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const Note = styled.aside`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const CopyButton = styled.button`
  border: none;
  background: none;
  padding: 0;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/** docs/product.md §2's intro steps and the privacy note, worded as ARCHITECTURE §6 says the product behaves. */
export function ConnectIntro() {
  const [copied, setCopied] = useState(false);
  const copyLink = () => {
    void navigator.clipboard?.writeText(window.location.href).then(() => setCopied(true));
  };
  return (
    <>
      <Steps>
        <li>
          Authorize WhatsApp on another device: on your phone, open WhatsApp, then{' '}
          <strong>Settings → Linked devices → Link a device</strong>.
        </li>
        <li>
          If you are reading this on that phone,{' '}
          <CopyButton type="button" onClick={copyLink}>
            copy the link to this page
          </CopyButton>
          {copied && <span role="status"> (copied)</span>}.
        </li>
        <li>Open the link on another device, such as a computer or tablet, press the button below and scan the QR code with your phone.</li>
      </Steps>
      <Note aria-label="Privacy">
        <p>
          <strong>Privacy:</strong> we never store your chat history. Only new messages with the contacts you choose for a schedule are
          kept, encrypted, until the next insight is made from them, and are then deleted.
        </p>
        <p>We only ever send messages to your own chat. You can remove the connection at any time from the menu, or from your phone.</p>
      </Note>
    </>
  );
}
