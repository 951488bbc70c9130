import type { ButtonHTMLAttributes, Ref } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.control};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $block: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  line-height: 1.3;
  border: 1px solid transparent;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant }) => variants[$variant]}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    opacity: 0.8;
    cursor: progress;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  $variant?: ButtonVariant;
  /** Full width of its column (phones, dialogs). */
  $block?: boolean;
  /** Working on it: the button shows it (spinner, aria-busy) and takes no second press. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The one button of the product: primary, secondary, danger or ghost, with a busy state. */
export function Button({ $variant = 'primary', $block = false, busy = false, disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <StyledButton type={type} $variant={$variant} $block={$block} aria-busy={busy || undefined} disabled={disabled || busy} {...rest}>
      {busy && <Spinner size="small" decorative />}
      {children}
    </StyledButton>
  );
}
