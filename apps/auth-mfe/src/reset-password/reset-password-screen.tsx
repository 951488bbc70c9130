import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { api, paths, useAppNavigation } from '@app/shared/host';
import { Button, Card, PageSpinner, Screen, TextField, useTimedMessage, FormMessage } from '@app/shared/ui';
import { resetPasswordFormSchema, validationMessages, type ResetPasswordForm } from '@app/shared/validation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Form } from '../form/form-parts.tsx';
import { useCountdown } from '../timing/use-countdown.ts';
import { resetFailureReaction } from './reset-failure.ts';

export const redirectSeconds = 5;

const Done = styled.div`
  text-align: center;
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
  p:first-child {
    color: ${({ theme }) => theme.colors.success};
  }
`;

type LinkState = 'checking' | 'valid' | 'done';

export default function ResetPasswordScreen() {
  const { navigate, params } = useAppNavigation();
  const id = params.id ?? '';
  const [state, setState] = useState<LinkState>('checking');
  const { message, show } = useTimedMessage();
  const { seconds } = useCountdown(redirectSeconds, state === 'done', () => navigate(paths.signIn, { replace: true }));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    mode: 'onTouched',
    resolver: standardSchemaResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  // docs/product.md §4: the link is checked on load; a bad one goes to the 404 page.
  useEffect(() => {
    let current = true;
    void api.post('verifyResetPage', { id }).then((answer) => {
      if (!current) return;
      if (answer.ok) setState('valid');
      else navigate(paths.notFound, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [id, navigate]);

  const onSubmit = async ({ password }: ResetPasswordForm) => {
    const answer = await api.post('resetPassword', { id, password });
    if (answer.ok) {
      setState('done');
      return;
    }
    const reaction = resetFailureReaction(answer.status, answer.message);
    show(reaction.text, 'error', reaction.thenSignIn ? () => navigate(paths.signIn, { replace: true }) : undefined);
  };

  return (
    <Screen title="Reset password" width="narrow">
      <Card>
        {state === 'checking' ? (
          <PageSpinner label="Checking your reset link" />
        ) : state === 'done' ? (
          <Done role="status">
            <p>Password Reset Successful</p>
            <p>Redirecting ... {seconds}</p>
          </Done>
        ) : (
          <Form noValidate aria-label="Reset password" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
            <TextField
              label="New Password"
              type="password"
              revealable
              autoComplete="new-password"
              hint={validationMessages.passwordRulesHint}
              error={errors.password?.message}
              {...register('password')}
            />
            <TextField
              label="Confirm Password"
              type="password"
              revealable
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Submitting...' : 'Reset Password'}
            </Button>
            <FormMessage message={message} />
          </Form>
        )}
      </Card>
    </Screen>
  );
}
