import { AppLink, paths, useAppNavigation } from '@app/shared/host';
import styled from 'styled-components';

const Tabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled(AppLink)`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  font-weight: 600;
  border-bottom: 3px solid transparent;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The shared auth form's two tabs, each its own route. */
export function AuthTabs() {
  const { pathname } = useAppNavigation();
  const current = (path: string) => (pathname === path ? 'page' : undefined);
  return (
    <Tabs aria-label="Sign in or register">
      <Tab to={paths.signIn} aria-current={current(paths.signIn)}>
        Sign In
      </Tab>
      <Tab to={paths.register} aria-current={current(paths.register)}>
        Register
      </Tab>
    </Tabs>
  );
}
