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
