import { paths, useAppNavigation } from '@app/shared/host';
import { Screen } from '@app/shared/ui';
import { Card } from '../form/form-parts.tsx';
import { AuthTabs } from './auth-tabs.tsx';
import { RegisterFormView } from './register-form.tsx';
import { SignInFormView } from './sign-in-form.tsx';

/** The shared auth form (docs/product.md §2): its tab follows the route, /signIn or /register. */
export default function AuthFormScreen() {
  const { pathname } = useAppNavigation();
  const registering = pathname === paths.register;
  return (
    <Screen title={registering ? 'Register' : 'Sign in'}>
      <Card>
        <AuthTabs />
        {registering ? <RegisterFormView /> : <SignInFormView />}
      </Card>
    </Screen>
  );
}
