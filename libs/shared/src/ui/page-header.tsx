import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.header`
  margin: 0 0 ${({ theme }) => theme.space(5)};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.2;
`;

const Lead = styled.div`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
  p {
    margin: 0;
  }
`;

/** A page's heading and an optional lead, in the page's content column. */
export function PageHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <Header>
      <Title>{title}</Title>
      {lead && <Lead>{lead}</Lead>}
    </Header>
  );
}
