import { paths, useAppNavigation } from '@app/shared/host';
import { Button, Spinner } from '@app/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A comfortable reading measure on a phone and a desktop; the page scrolls, nothing sideways. */
export const ReadingColumn = styled.main`
  width: 100%;
  max-width: calc(40rem + 2 * ${({ theme }) => theme.space(4)});
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(12)};
  line-height: 1.6;
  overflow-wrap: anywhere;
  h1 {
    margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: 1.25;
  }
`;

export const Kicker = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Centre = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(12)} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  h1 {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** While the reading travels: the page's name and its own loading text ('Wisdom Loading...', 'Oracle Loading...'). */
export function ReadingLoading({ title, text }: { title: string; text: string }) {
  return (
    <ReadingColumn aria-busy="true">
      <h1>{title}</h1>
      <Centre role="status">
        <Spinner decorative />
        <span>{text}</span>
      </Centre>
    </ReadingColumn>
  );
}

/** The error view: the server's message (or the pages' own), and the way home. */
export function ReadingError({ message }: { message: string }) {
  const { navigate } = useAppNavigation();
  return (
    <ReadingColumn>
      <Centre>
        <h1>We could not open this result</h1>
        <p role="alert">{message}</p>
        <Button $variant="secondary" onClick={() => navigate(paths.home)}>
          Go Back
        </Button>
      </Centre>
    </ReadingColumn>
  );
}

/** Arabic readings read right to left: the article takes the direction of its text. */
export const directionOf = (text: string): 'rtl' | 'ltr' => (/[\u0600-\u06FF]/u.test(text) ? 'rtl' : 'ltr');

export const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const SectionBox = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: 1.3;
  }
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space(3)};
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** One section of a reading, titled so a screen reader (and a thumb) can jump between them. */
export function ReadingSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionBox aria-label={title}>
      <h2>{title}</h2>
      {children}
    </SectionBox>
  );
}

/** A section of one paragraph; nothing when there is no text. */
export function TextSection({ title, text }: { title: string; text: string | undefined }) {
  return text ? (
    <ReadingSection title={title}>
      <p>{text}</p>
    </ReadingSection>
  ) : null;
}

/** A section of a bulleted list; nothing when the list is empty. */
export function ListSection({ title, items }: { title: string; items: readonly string[] | undefined }) {
  return items && items.length > 0 ? (
    <ReadingSection title={title}>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </ReadingSection>
  ) : null;
}
