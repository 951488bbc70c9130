import styled, { css } from 'styled-components';

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font-weight: 600;
  cursor: pointer;
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
          }
        `
      : $variant === 'danger'
        ? css`
            background: ${theme.colors.danger};
            color: #fff;
          `
        : css`
            background: ${theme.colors.surface};
            color: ${theme.colors.text};
            border-color: ${theme.colors.border};
          `}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
