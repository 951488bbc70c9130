import { accountMessages, deleteAccountTexts as t } from '@app/shared/constants';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { api, dataSavedText, downloadMyData, failureText, paths, useAppNavigation } from '@app/shared/host';
import { selectEmail, sessionEmptied, useAppDispatch, useAppSelector } from '@app/shared/session';
import { Button, Card, FormMessage, PageSpinner, Screen, TextField, toast, useTimedMessage } from '@app/shared/ui';
import { deleteAccountFormSchema, type DeleteAccountForm } from '@app/shared/validation';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Form, Row } from '../form/form-parts.tsx';
import { useGoogleConfirmation } from './use-google-confirmation.ts';
import { useSignInMethods } from './use-sign-in-methods.ts';

export const popupBlockedText = 'Please allow pop-ups for this site to confirm with Google.';

const Removed = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;

/**
 * 'Delete my account' (docs/privacy.md): says exactly what goes, offers the data download first, and
 * asks the password again — or, for an account without one, a fresh Google sign-in. The server unlinks
 * WhatsApp and removes everything; the session ends here, on /signIn, with the server's words.
 */
export default function DeleteAccountScreen() {
  const dispatch = useAppDispatch();
  const { navigate } = useAppNavigation();
  const email = useAppSelector(selectEmail) ?? '';
  const methods = useSignInMethods();
  const { message, show } = useTimedMessage();
  const [deleting, setDeleting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeleteAccountForm>({
    mode: 'onTouched',
    resolver: standardSchemaResolver(deleteAccountFormSchema),
    defaultValues: { password: '' },
  });

  const remove = useCallback(
    async (body: { password?: string }) => {
      setDeleting(true);
      const answer = await api.post('deleteAccount', body);
      setDeleting(false);
      if (!answer.ok) {
        show(failureText(answer, 'Your account could not be deleted. Please try again.'));
        return;
      }
      toast.success(answer.data?.message ?? accountMessages.deleted);
      dispatch(sessionEmptied());
      navigate(paths.signIn, { replace: true });
    },
    [dispatch, navigate, show],
  );
  const google = useGoogleConfirmation(
    useCallback(() => void remove({}), [remove]),
    useCallback(() => show(popupBlockedText), [show]),
  );

  const download = async () => {
    setDownloading(true);
    const outcome = await downloadMyData();
    setDownloading(false);
    if ('failure' in outcome) show(outcome.failure);
    else toast.success(dataSavedText(outcome.saved));
  };

  if (!methods) return <PageSpinner label="Loading" />;
  return (
    <Screen title={t.title} width="narrow">
      <Card>
        <Section aria-labelledby="what-goes">
          <p id="what-goes">{t.lead}</p>
          <Removed>
            {t.removed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Removed>
          <p>{t.undone}</p>
          <Row>
            <Button $variant="secondary" onClick={() => void download()} busy={downloading}>
              {downloading ? 'Downloading...' : t.download}
            </Button>
          </Row>
          <p>{t.mail(email)}</p>
        </Section>
        {methods.password ? (
          <Form noValidate aria-label={t.title} onSubmit={(event) => void handleSubmit(({ password }) => remove({ password }))(event)}>
            <p>{t.withPassword}</p>
            <TextField
              label="Password"
              type="password"
              revealable
              required
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <Row>
              <Button type="button" $variant="ghost" onClick={() => navigate(paths.root)}>
                {t.cancel}
              </Button>
              <Button type="submit" $variant="danger" busy={deleting}>
                {deleting ? t.submitting : t.submit}
              </Button>
            </Row>
            <FormMessage message={message} />
          </Form>
        ) : (
          <Section aria-label={t.title}>
            <p>{t.withGoogle}</p>
            <Row>
              <Button type="button" $variant="ghost" onClick={() => navigate(paths.root)}>
                {t.cancel}
              </Button>
              <Button type="button" $variant="danger" onClick={google.start} busy={google.busy || deleting}>
                {deleting ? t.submitting : t.confirmWithGoogle}
              </Button>
            </Row>
            <FormMessage message={message} />
          </Section>
        )}
      </Card>
    </Screen>
  );
}
