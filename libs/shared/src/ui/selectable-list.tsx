import styled from 'styled-components';

/** A scrolling list of choices (philosophies, contacts), each a SelectableItem. */
export const SelectableList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-height: min(60vh, 560px);
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  overflow: auto;
  list-style: none;
`;

/** One choice: a toggle button (aria-pressed) with a picture and its text. */
export const SelectableItem = styled.button`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  &[aria-pressed='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
