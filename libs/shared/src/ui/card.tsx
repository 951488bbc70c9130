import styled from 'styled-components';

/** A surface for one piece of content: a form, a step, a result section. */
export const Card = styled.section`
  width: 100%;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  /* Long email addresses wrap instead of widening a phone's page. */
  overflow-wrap: anywhere;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;
