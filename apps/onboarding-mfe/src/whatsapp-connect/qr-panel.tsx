import styled from 'styled-components';

const Frame = styled.div`
  display: grid;
  place-items: center;
  width: min(100%, 288px);
  aspect-ratio: 1;
  margin: ${({ theme }) => theme.space(4)} 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  img {
    width: 100%;
    height: 100%;
    image-rendering: pixelated;
  }
`;

/** The QR image, or 'Fetching QR Code...' while it is on its way. */
export function QrPanel({ qrUrl }: { qrUrl: string | undefined }) {
  return (
    <Frame>{qrUrl ? <img src={qrUrl} alt="WhatsApp QR code: scan it with your phone" /> : <p role="status">Fetching QR Code...</p>}</Frame>
  );
}
