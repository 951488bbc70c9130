import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Label = styled.label`
  font-weight: 600;
`;

const InputRow = styled.div`
  position: relative;
  display: flex;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
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
  font-weight: 600;
  cursor: pointer;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /** Password fields get a show/hide toggle. */
  revealable?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error text is tied to it (aria-invalid + aria-describedby). */
export function TextField({ label, error, revealable = false, type = 'text', ref, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <InputRow>
        <Input
          id={id}
          ref={ref}
          type={revealable && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          style={revealable ? { paddingRight: 64 } : undefined}
          {...input}
        />
        {revealable && (
          <Toggle type="button" aria-label={`${revealed ? 'Hide' : 'Show'} ${label.toLowerCase()}`} onClick={() => setRevealed((r) => !r)}>
            {revealed ? 'Hide' : 'Show'}
          </Toggle>
        )}
      </InputRow>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
