import { AppLink, paths, useAppNavigation } from '@app/shared/host';
import { Tabs, tabStyle } from '@app/shared/ui';
import styled from 'styled-components';

const Tab = styled(AppLink)`
  ${tabStyle}
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
