import type { ScheduledAstrologyForm } from '@app/shared/contracts';
import styled from 'styled-components';

/** Label–value pairs in two columns: a schedule's facts, its birth details. */
export const DefinitionGrid = styled.dl`
  display: grid;
  /* Labels wrap before values do: a phone number or an id stays on one line on a phone. */
  grid-template-columns: fit-content(45%) 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const birthLabels = [
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['dob', 'Date of Birth'],
  ['timeOfBirth', 'Time of Birth'],
  ['city', 'City'],
  ['country', 'Country'],
] as const;

/** The Astrology birth details under the product's labels; '—' for one not given. */
export function BirthDetailsList({ details }: { details: Partial<ScheduledAstrologyForm> }) {
  return (
    <DefinitionGrid>
      {birthLabels.map(([key, label]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{details[key] || '—'}</dd>
        </div>
      ))}
    </DefinitionGrid>
  );
}
