import { Screen } from '@app/shared/ui';

// The screen's behaviour arrives with its own issue; see the README's status table.
export default function ForgotPasswordScreen() {
  return <Screen title="Forgot password" />;
}
