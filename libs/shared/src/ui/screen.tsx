import type { ReactNode } from 'react';
import styled from 'styled-components';

const Main = styled.main`
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.2;
`;

/** The frame of every route-level screen: one landmark, one heading. */
export function Screen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Main>
      <Title>{title}</Title>
      {children}
    </Main>
  );
}
