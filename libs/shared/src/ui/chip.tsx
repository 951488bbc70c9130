import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';

const StyledChip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.control};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  &[aria-pressed='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export interface ChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> {
  selected: boolean;
  onChange: (selected: boolean) => void;
}

/** A toggle chip: a button that is pressed or not, with a tick when it is. */
export function Chip({ selected, onChange, children, ...rest }: ChipProps) {
  return (
    <StyledChip type="button" aria-pressed={selected} onClick={() => onChange(!selected)} {...rest}>
      {selected && <span aria-hidden="true">✓</span>}
      {children}
    </StyledChip>
  );
}
