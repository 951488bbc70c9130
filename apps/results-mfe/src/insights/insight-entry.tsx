import type { InsightReadingSummary, InsightSummary } from '@app/shared/contracts';
import { AppLink, readingPath } from '@app/shared/host';
import type { PageLanguage } from '@app/shared/page-words';
import { BookOpen, ChevronRight, HeartHandshake, Moon } from 'lucide-react';
import styled from 'styled-components';

const Card = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  time {
    display: block;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)} 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Row = styled(AppLink)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 56px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  color: inherit;
  text-decoration: none;
  &:hover strong {
    text-decoration: underline;
  }
  strong,
  span {
    display: block;
  }
  span:not(.who) {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  svg:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* The chevron points the way the page reads. */
  [dir='rtl'] & svg:last-child {
    transform: scaleX(-1);
  }
`;

const Mark = styled.span`
  display: inline-grid !important;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary} !important;
`;

const icons = { Wisdom: BookOpen, Looped: HeartHandshake, Astrology: Moon } as const;

/** One kind of reading in a result: its kind, whom it is about, the philosophies; the row opens its page. */
function ReadingRow({
  id,
  format,
  reading,
  page,
}: {
  id: string;
  format: InsightSummary['format'];
  reading: InsightReadingSummary;
  page: PageLanguage;
}) {
  const Icon = icons[reading.kind];
  const kind = page.words.kinds[reading.kind];
  // Each name keeps its own direction (a '+44…' number inside an Arabic sentence).
  const names = new Intl.ListFormat(page.words.lang, { type: 'conjunction' }).format(reading.contacts.map((n) => `\u2068${n}\u2069`));
  const philosophies = reading.philosophies.map((t) => page.wisdom(t).title).join(' · ');
  return (
    <li>
      <Row to={readingPath(format, reading.kind, id)}>
        <Mark aria-hidden="true">
          <Icon size={20} strokeWidth={1.75} />
        </Mark>
        <div>
          <strong>{kind}</strong>
          {names && <span className="who">{page.words.withContacts(names)}</span>}
          {philosophies && <span>{philosophies}</span>}
        </div>
        <ChevronRight size={18} aria-hidden="true" />
      </Row>
    </li>
  );
}

/** A result as 'Your insights' lists it: when it came, and a row per kind of reading it holds. */
export function InsightEntry({ item, page }: { item: InsightSummary; page: PageLanguage }) {
  const at = new Date(item.createdAt);
  return (
    <Card>
      <time dateTime={item.createdAt}>{page.date(at, { hour: '2-digit', minute: '2-digit' })}</time>
      <ul>
        {item.readings.map((reading) => (
          <ReadingRow key={reading.kind} id={item.id} format={item.format} reading={reading} page={page} />
        ))}
      </ul>
    </Card>
  );
}
