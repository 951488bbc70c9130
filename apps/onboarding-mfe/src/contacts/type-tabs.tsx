import { contactLimits, type InsightType } from '@app/shared/catalogue';
import { TabButtons } from '@app/shared/ui';
import styled from 'styled-components';

const phone = ({ theme }: { theme: { breakpoints: { tablet: string } } }) => `(max-width: calc(${theme.breakpoints.tablet} - 1px))`;

/** On a phone, the tabs' shared words stand once above them, so each tab keeps to a line or two. */
const Caption = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: none;
  }
`;

/** Heard in every tab's name (the product's text), seen in the tab only where there is room. */
const Prefix = styled.span`
  @media ${phone} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** One tab per chosen type, each with its count against its limit: 'Selected Contacts for Wisdom (2 /5)' (docs/product.md §2). */
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
    <>
      <Caption aria-hidden="true">Selected Contacts for</Caption>
      <TabButtons role="tablist" aria-label="Insight types">
        {types.map((type) => (
          <button
            type="button"
            key={type}
            role="tab"
            aria-selected={type === current}
            aria-controls={panelId}
            onClick={() => onSelect(type)}
          >
            <Prefix>Selected Contacts for</Prefix> {type} ({counts[type]} /{contactLimits[type]})
          </button>
        ))}
      </TabButtons>
    </>
  );
}
