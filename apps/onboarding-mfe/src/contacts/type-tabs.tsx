import { contactLimits, type InsightType } from '@app/shared/catalogue';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  /* The product's long labels wrap on a phone rather than scroll out of sight. */
  flex: 1 1 0;
  min-width: 0;
  min-height: 44px;
  font-size: ${({ theme }) => theme.font.size.sm};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** One tab per chosen type, each with its count against its limit (docs/product.md §2). */
export function TypeTabs({
  types,
  current,
  counts,
  onSelect,
  panelId,
}: {
  types: InsightType[];
  current: InsightType;
  counts: Record<InsightType, number>;
  onSelect: (type: InsightType) => void;
  panelId: string;
}) {
  return (
    <List role="tablist" aria-label="Insight types">
      {types.map((type) => (
        <Tab key={type} role="tab" aria-selected={type === current} aria-controls={panelId} onClick={() => onSelect(type)}>
          Selected Contacts for {type} ({counts[type]} /{contactLimits[type]})
        </Tab>
      ))}
    </List>
  );
}
