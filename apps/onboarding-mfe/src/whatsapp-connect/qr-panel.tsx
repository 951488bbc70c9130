import { useEffect, useRef } from 'react';
import styled from 'styled-components';

const Frame = styled.div`
  display: grid;
  place-items: center;
  width: min(100%, 264px);
  aspect-ratio: 1;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(2)};
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  img {
    width: 100%;
    height: 100%;
    image-rendering: pixelated;
  }
`;

/** The QR image, 'Fetching QR Code...' while it is on its way, or an empty frame where it will be. */
export function QrPanel({ qrUrl, fetching }: { qrUrl: string | undefined; fetching: boolean }) {
  const frame = useRef<HTMLDivElement>(null);
  const shown = qrUrl !== undefined;
  // When the code appears, all of it is brought on screen (a short phone, a zoomed page).
  useEffect(() => {
    if (shown) frame.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);
  return (
    <Frame ref={frame} data-testid="qr-frame">
      {qrUrl ? (
        <img src={qrUrl} alt="WhatsApp QR code: scan it with your phone" />
      ) : fetching ? (
        <p role="status">Fetching QR Code...</p>
      ) : (
        <svg width="96" height="96" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h3v3h-3zM18 18h3v3h-3zM18 14h3v2h-3zM14 18h2v3h-2z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.2"
          />
        </svg>
      )}
    </Frame>
  );
}
