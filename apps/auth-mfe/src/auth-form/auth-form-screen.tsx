import { paths, useAppNavigation } from '@app/shared/host';
import { Screen } from '@app/shared/ui';
import { AuthTabs } from './auth-tabs.tsx';

// The forms themselves arrive with the auth-mfe issue; see the README's status table.
export default function AuthFormScreen() {
  const { pathname } = useAppNavigation();
  return (
    <Screen title={pathname === paths.register ? 'Register' : 'Sign in'}>
      <AuthTabs />
    </Screen>
  );
}
