import { useSiteConfig } from '@app/shared/host';
import styled from 'styled-components';

const Banner = styled.aside`
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  background: #fff4d6;
  color: #5c3d00;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

/** docs/product.md §8's banner, while the server uses the local identity provider instead of Google. */
export function EmulatorBanner() {
  const { localIdentityProvider } = useSiteConfig();
  if (!localIdentityProvider) return null;
  return <Banner aria-label="Emulator mode">Running in emulator mode. Do not use with production credentials.</Banner>;
}
