import { AppLink, paths, useAppNavigation } from '@app/shared/host';
import { selectIsAuthenticated, selectUserName, useAppSelector } from '@app/shared/session';
import styled from 'styled-components';
import { useWhatsappSessionCheck } from './use-whatsapp-session-check.ts';
import { UserMenu } from './user-menu.tsx';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 5;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.headerHeight};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Logo = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

/** docs/product.md §2: on every page except any path containing 'wisdom-result'. */
export function Header() {
  const { pathname } = useAppNavigation();
  const authenticated = useAppSelector(selectIsAuthenticated);
  const name = useAppSelector(selectUserName);
  useWhatsappSessionCheck();
  if (pathname.includes('wisdom-result')) return null;
  return (
    <Bar>
      <Logo to={paths.root} aria-label="Companion home">
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          <circle cx="14" cy="14" r="13" fill="currentColor" />
          <path d="M8 15c2 4 10 4 12 0" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" />
        </svg>
        Companion
      </Logo>
      {authenticated && <UserMenu name={name || 'Account'} />}
    </Bar>
  );
}
