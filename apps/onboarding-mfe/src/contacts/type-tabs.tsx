import { contactLimits, type InsightType } from '@app/shared/catalogue';
import { TabButtons } from '@app/shared/ui';

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
    <TabButtons role="tablist" aria-label="Insight types">
      {types.map((type) => (
        <button type="button" key={type} role="tab" aria-selected={type === current} aria-controls={panelId} onClick={() => onSelect(type)}>
          Selected Contacts for {type} ({counts[type]} /{contactLimits[type]})
        </button>
      ))}
    </TabButtons>
  );
}
