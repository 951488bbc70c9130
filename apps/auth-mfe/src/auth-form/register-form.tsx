import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { api, failureText, paths, useAppNavigation } from '@app/shared/host';
import { Button, Spinner, TextField, toast } from '@app/shared/ui';
import { registerFormSchema, validationMessages, type RegisterForm } from '@app/shared/validation';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Form } from '../form/form-parts.tsx';
import { useSignedIn } from './use-signed-in.ts';

const emptyForm: RegisterForm = { fullName: '', email: '', password: '', confirmPassword: '' };

export function RegisterFormView() {
  const { navigate } = useAppNavigation();
  const onSignedIn = useSignedIn();
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({ mode: 'onTouched', resolver: standardSchemaResolver(registerFormSchema), defaultValues: emptyForm });

  // docs/product.md §5: confirmPassword is re-checked when the password changes (once it has been touched).
  const password = useWatch({ control, name: 'password' });
  useEffect(() => {
    if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
  }, [password, getFieldState, trigger]);

  const onSubmit = async ({ fullName, email, password: chosen }: RegisterForm) => {
    const created = await api.post('register', { fullName, email, password: chosen });
    if (!created.ok) {
      toast.error(failureText(created, 'Registration failed. Please try again.'));
      return;
    }
    toast.success(created.message ?? 'Registration successful!');
    // The new user goes straight on to verify their email, signed in with what they just chose.
    const login = await api.post('login', { email, password: chosen, rememberMe: false });
    if (!login.ok || !login.data) {
      navigate(paths.signIn, { replace: true });
      return;
    }
    onSignedIn(login.data);
  };

  return (
    <Form noValidate aria-label="Register" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <TextField label="Full name" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={validationMessages.passwordRulesHint}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <Spinner label="Registering" />}
        Register
      </Button>
    </Form>
  );
}
