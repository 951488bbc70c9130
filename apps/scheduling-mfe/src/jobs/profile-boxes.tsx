import styled from 'styled-components';
import { profileTexts, type ProfileBoxes as Boxes } from './use-profile-insights.ts';

const Box = styled.section`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

function Items({ items, empty, untitled }: { items: string[]; empty: string; untitled?: string }) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul>
      {items.map((item, i) => (
        <li key={`${i}-${item}`}>{item.trim() || untitled}</li>
      ))}
    </ul>
  );
}

/** 'Personality Traits In Use' and 'Your User Events', as the runs found them. */
export function ProfileBoxes({ boxes }: { boxes: Boxes }) {
  const { traits, events } = boxes;
  return (
    <Pair>
      <Box aria-label="Personality Traits In Use">
        <h3>Personality Traits In Use</h3>
        {traits.state === 'loading' && <p>Loading…</p>}
        {traits.state === 'failed' && <p>{profileTexts.traitsPending}</p>}
        {traits.state === 'ready' && <Items items={traits.items} empty={profileTexts.noTraitsFound} />}
      </Box>
      <Box aria-label="Your User Events">
        <h3>Your User Events</h3>
        {events.state === 'loading' && <p>Loading…</p>}
        {events.state === 'failed' && <p>{events.message}</p>}
        {events.state === 'ready' && (
          <Items items={events.items} empty={profileTexts.noEventsFound} untitled={profileTexts.untitledEvent} />
        )}
      </Box>
    </Pair>
  );
}
