import { paths, useAppNavigation } from '@app/shared/host';
import { Card, Screen } from '@app/shared/ui';
import { AuthTabs } from './auth-tabs.tsx';
import { ProductPromise } from './product-promise.tsx';
import { RegisterFormView } from './register-form.tsx';
import { SignInFormView } from './sign-in-form.tsx';

/**
 * The shared auth form (docs/product.md §2): its tab follows the route, /signIn or /register. The
 * heading greets; the tabs name the two ways in.
 */
export default function AuthFormScreen() {
  const { pathname } = useAppNavigation();
  const registering = pathname === paths.register;
  return (
    <Screen title={registering ? 'Create your Companion account' : 'Welcome to Companion'} width="narrow" lead={<ProductPromise />}>
      <Card>
        <AuthTabs />
        {registering ? <RegisterFormView /> : <SignInFormView />}
      </Card>
    </Screen>
  );
}
