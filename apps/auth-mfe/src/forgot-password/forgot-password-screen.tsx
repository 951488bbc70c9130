import { passwordResetMessages } from '@app/shared/constants';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { api, AppLink, couldNotReachServer, paths, useAppNavigation } from '@app/shared/host';
import { Button, Card, Screen, TextField, useTimedMessage, FormMessage } from '@app/shared/ui';
import { forgotPasswordFormSchema, type ForgotPasswordForm } from '@app/shared/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Form } from '../form/form-parts.tsx';
import { useCountdown } from '../timing/use-countdown.ts';

/** docs/product.md §9: 5 s from the success text to /signIn. */
export const redirectSeconds = 5;

const Sent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
  }
  p:first-child {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.success};
  }
`;

export default function ForgotPasswordScreen() {
  const { navigate } = useAppNavigation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { message, show } = useTimedMessage();
  const { seconds } = useCountdown(redirectSeconds, sentTo !== null, () => navigate(paths.signIn, { replace: true }));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm>({
    mode: 'onTouched',
    resolver: standardSchemaResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: ForgotPasswordForm) => {
    const answer = await api.post('forgotPassword', { email });
    if (answer.ok) setSentTo(email);
    else if (answer.status === 0) show(couldNotReachServer);
    else
      show(
        answer.message === passwordResetMessages.userNotFound
          ? passwordResetMessages.userNotFound
          : (answer.message ?? 'Something went wrong. Please try again.'),
      );
  };

  return (
    <Screen title="Forgot password" width="narrow">
      <Card>
        {sentTo ? (
          <Sent role="status">
            <p>Reset Link Sent Successfully to {sentTo}</p>
            <p>If this email exists, a reset link has been sent.</p>
            <p>Redirecting to sign in in {seconds} seconds...</p>
          </Sent>
        ) : (
          <Form noValidate aria-label="Forgot password" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
            <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
            <TextField label="Email" type="email" required autoComplete="email" error={errors.email?.message} {...register('email')} />
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Sending...' : 'Send Password Reset Link'}
            </Button>
            <FormMessage message={message} />
            <AppLink to={paths.signIn}>Back to Login</AppLink>
          </Form>
        )}
      </Card>
    </Screen>
  );
}
