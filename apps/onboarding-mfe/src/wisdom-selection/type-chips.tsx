import { insightTypes, type InsightType } from '@app/shared/catalogue';
import { selectSession, sessionFieldSet, useAppDispatch, useAppSelector } from '@app/shared/session';
import { Chip } from '@app/shared/ui';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const labels: Record<InsightType, string> = { Wisdom: 'Wisdom', Looped: 'Looped', Astrology: 'Astrology' };

/** The three kinds of insight, each a toggle; any number may be on. */
export function TypeChips() {
  const dispatch = useAppDispatch();
  const { selectedTypes } = useAppSelector(selectSession);
  const toggle = (type: InsightType, on: boolean) =>
    dispatch(sessionFieldSet({ key: 'selectedTypes', value: { ...selectedTypes, [type]: on } }));
  return (
    <Row role="group" aria-label="Kinds of insight">
      {insightTypes.map((type) => (
        <Chip key={type} selected={selectedTypes[type]} onChange={(on) => toggle(type, on)}>
          {labels[type]}
        </Chip>
      ))}
    </Row>
  );
}
