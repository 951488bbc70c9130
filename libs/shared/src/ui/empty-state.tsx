import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    max-width: 36ch;
  }
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.5rem;
`;

/** Nothing here yet: what would be here, and the way to fill it. */
export function EmptyState({
  title,
  children,
  action,
  icon = <Inbox size={26} strokeWidth={1.75} />,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** A drawing for what would be here (decorative); an empty tray by default. */
  icon?: ReactNode;
}) {
  return (
    <Box>
      <Mark aria-hidden="true">{icon}</Mark>
      <h2>{title}</h2>
      {children && <p>{children}</p>}
      {action}
    </Box>
  );
}
