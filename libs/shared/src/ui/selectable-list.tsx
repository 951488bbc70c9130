import styled from 'styled-components';

/**
 * A list of choices (philosophies, contacts), each a SelectableItem. On a phone it is part of the page (one
 * scroll, not a box scrolling inside a scrolling page); from a tablet up it keeps to a box of its own.
 */
export const SelectableList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    max-height: min(60vh, 560px);
    overflow: auto;
  }
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
