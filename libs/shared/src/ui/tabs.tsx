import styled, { css } from 'styled-components';

/** A row of tabs that are links to sibling pages (the current one marked aria-current="page"). */
export const Tabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The look of one tab; apply it to the host's link component. */
export const tabStyle = css`
  flex: 1;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  text-decoration: none;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  border-bottom: 3px solid transparent;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** In-page tabs (role="tablist" of buttons, the current one aria-selected); long labels wrap on a phone. */
export const TabButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > button {
    flex: 1 1 0;
    min-width: 0;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    cursor: pointer;
  }
  > button[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;
