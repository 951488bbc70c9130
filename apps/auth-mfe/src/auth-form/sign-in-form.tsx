import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { api, AppLink, failureText, paths } from '@app/shared/host';
import { Button, TextField, useTimedMessage, FormMessage } from '@app/shared/ui';
import { signInFormSchema, type SignInForm } from '@app/shared/validation';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Form, Row } from '../form/form-parts.tsx';
import { GoogleSignInButton } from './google-sign-in-button.tsx';
import { useSignedIn } from './use-signed-in.ts';

const Remember = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
  }
`;

const emptyForm: SignInForm = { email: '', password: '', rememberMe: false };

export function SignInFormView() {
  const onSignedIn = useSignedIn();
  const { message, show } = useTimedMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm>({ mode: 'onTouched', resolver: standardSchemaResolver(signInFormSchema), defaultValues: emptyForm });

  const onSubmit = async (form: SignInForm) => {
    const answer = await api.post('login', form);
    if (!answer.ok || !answer.data) {
      // docs/product.md §8: the server's message under the form for 3 s, then the form resets.
      show(failureText(answer, 'Sign in failed. Please try again.'), 'error', () => reset(emptyForm));
      return;
    }
    onSignedIn(answer.data);
  };

  return (
    <Form noValidate aria-label="Sign in" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Row>
        <Remember>
          <input type="checkbox" {...register('rememberMe')} />
          Remember me
        </Remember>
        <AppLink to={paths.forgotPassword}>Forgot your password?</AppLink>
      </Row>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign in'}
      </Button>
      <FormMessage message={message} />
      <GoogleSignInButton />
    </Form>
  );
}
