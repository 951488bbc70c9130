import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled, { css } from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Hint = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

const ErrorText = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  &::before {
    content: '!';
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 1.1rem;
    height: 1.1rem;
    margin-top: 0.15rem;
    border-radius: 50%;
    background: currentColor;
    color: #fff;
    font-size: 0.7rem;
  }
`;

/** What a control inside a Field needs to be tied to its label, hint and error. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  children: (control: FieldControl) => ReactNode;
}

/**
 * A label, an optional hint and an error, each tied to the control (aria-describedby, aria-invalid). An error
 * takes the hint's place: it says what is needed, so the two never say the same thing twice.
 */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      {hint && !error && <Hint id={hintId}>{hint}</Hint>}
    </Wrapper>
  );
}

const InputRow = styled.div`
  position: relative;
  display: flex;
`;

const controlStyle = css`
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.control};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

/** A native select with the look of the other controls; put it inside a Field. */
export const Select = styled.select`
  ${controlStyle}
  padding: 0 ${({ theme }) => theme.space(3)};
`;

/** A multi-line text control; put it inside a Field. */
export const TextArea = styled.textarea`
  ${controlStyle}
  width: 100%;
  min-height: 8rem;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  font-family: ${({ theme }) => theme.font.mono};
  /* Under 16px, phones zoom the page in when the field takes focus. */
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.5;
  resize: vertical;
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const Input = styled.input`
  ${controlStyle}
  flex: 1;
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space(3)};
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;

const Toggle = styled.button`
  position: absolute;
  right: 4px;
  top: 50%;
  transform: translateY(-50%);
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
`;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Password fields get a show/hide toggle. */
  revealable?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its hint and error; password fields can be revealed. */
export function TextField({ label, hint, error, revealable = false, type = 'text', ref, ...input }: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <InputRow>
          <Input
            {...control}
            ref={ref}
            type={revealable && revealed ? 'text' : type}
            style={revealable ? { paddingRight: 64 } : undefined}
            {...input}
          />
          {revealable && (
            <Toggle
              type="button"
              aria-label={`${revealed ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
              onClick={() => setRevealed((r) => !r)}
            >
              {revealed ? 'Hide' : 'Show'}
            </Toggle>
          )}
        </InputRow>
      )}
    </Field>
  );
}
