import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageHeader } from './page-header.tsx';
import { theme } from './theme.ts';

const Main = styled.main<{ $width: string }>`
  width: 100%;
  max-width: calc(${({ $width }) => $width} + 2 * ${({ theme }) => theme.space(4)});
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    max-width: calc(${({ $width }) => $width} + 2 * ${({ theme }) => theme.space(8)});
    padding: ${({ theme }) => theme.space(8)};
  }
`;

/**
 * The frame of every route-level screen: one landmark, one heading, one content column. The heading
 * and everything below share the column's left edge.
 */
export function Screen({
  title,
  lead,
  width = 'wide',
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** `narrow` for a single form or card, `wide` for everything else. */
  width?: keyof typeof theme.width;
  children?: ReactNode;
}) {
  return (
    <Main $width={theme.width[width]}>
      <PageHeader title={title} lead={lead} />
      {children}
    </Main>
  );
}
