import { paths, useAppNavigation } from '@app/shared/host';
import { selectEmail, sessionEmptied, useAppDispatch, useAppSelector } from '@app/shared/session';
import { Button, Screen } from '@app/shared/ui';

// Code entry and resend arrive with the auth-mfe issue; see the README's status table.
export default function VerifyEmailScreen() {
  const email = useAppSelector(selectEmail);
  const dispatch = useAppDispatch();
  const { navigate } = useAppNavigation();

  const goBack = () => {
    // SPEC §4: 'Go Back' clears verify-pending and empties the stored session.
    dispatch(sessionEmptied());
    navigate(paths.signIn, { replace: true });
  };

  return (
    <Screen title="Verify your email">
      <p>
        Enter the 6-digit code we send to {email ? <strong>{email}</strong> : 'your email address'}.
      </p>
      <Button type="button" $variant="secondary" onClick={goBack}>
        Go Back
      </Button>
    </Screen>
  );
}
