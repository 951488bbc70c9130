import { api, failureText, paths, useAppNavigation } from '@app/shared/host';
import { emailVerified, selectEmail, selectUserId, sessionEmptied, useAppDispatch, useAppSelector } from '@app/shared/session';
import { Button, Card, Field, Input, Screen, messageDisplayMs, useTimedMessage, FormMessage } from '@app/shared/ui';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Form, LinkButton, Row } from '../form/form-parts.tsx';
import { useSendCode } from './use-send-code.ts';

export const codeLength = 6;

const CodeInput = styled(Input)`
  min-height: 52px;
  font-size: 1.5rem;
  letter-spacing: 0.4em;
  text-align: center;
`;

const Success = styled.div`
  text-align: center;
  color: ${({ theme }) => theme.colors.success};
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
`;

export default function VerifyEmailScreen() {
  const email = useAppSelector(selectEmail);
  const userId = useAppSelector(selectUserId);
  const dispatch = useAppDispatch();
  const { navigate } = useAppNavigation();
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [verified, setVerified] = useState(false);
  const { message, show } = useTimedMessage();
  const sendCode = useSendCode(userId);
  const address = email ? <strong>{email}</strong> : 'your email address';

  // docs/product.md §4: the success text stays 3 s, then verify-pending clears and the guards move on.
  useEffect(() => {
    if (!verified) return undefined;
    const timer = setTimeout(() => dispatch(emailVerified()), messageDisplayMs);
    return () => clearTimeout(timer);
  }, [verified, dispatch]);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== codeLength || submitting) return;
    setSubmitting(true);
    const answer = await api.post('verifyCode', { userId: userId ?? '', verificationCode: code });
    setSubmitting(false);
    if (answer.ok) setVerified(true);
    else show(failureText(answer, 'Verification failed'), 'error');
  };

  const send = async () => {
    const result = await sendCode.send();
    show(result.message, result.ok ? 'success' : 'error');
  };

  const goBack = () => {
    // docs/product.md §4: 'Go Back' clears verify-pending and empties the stored session.
    dispatch(sessionEmptied());
    navigate(paths.signIn, { replace: true });
  };

  return (
    <Screen title="Verify your email" width="narrow">
      <Card>
        {verified ? (
          <Success role="status">
            <p>Email Verified Successfully</p>
            <p>Redirecting ...</p>
          </Success>
        ) : (
          <Form noValidate aria-label="Verify email" onSubmit={(event) => void verify(event)}>
            {/* docs/product.md §4's sentence once a code is on its way; before that, what to do first. */}
            {sendCode.sent ? (
              <p>Enter the 6-digit code we sent to {address}.</p>
            ) : (
              <p>Press ‘Send OTP to your email’ and we will send a 6-digit code to {address}; then enter it here.</p>
            )}
            <Field label="Verification code">
              {(control) => (
                <CodeInput
                  {...control}
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\s/g, '').slice(0, codeLength))}
                  maxLength={codeLength}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                />
              )}
            </Field>
            <Button type="submit" disabled={code.length !== codeLength || submitting}>
              Verify
            </Button>
            <Row>
              <LinkButton type="button" onClick={() => void send()} disabled={sendCode.disabled}>
                {sendCode.label}
              </LinkButton>
              <Button type="button" $variant="secondary" onClick={goBack}>
                Go Back
              </Button>
            </Row>
            <FormMessage message={message} />
          </Form>
        )}
      </Card>
    </Screen>
  );
}
