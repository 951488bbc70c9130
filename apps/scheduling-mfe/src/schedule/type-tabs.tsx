import type { InsightType } from '@app/shared/catalogue';
import { TabButtons } from '@app/shared/ui';

/** A tab per insight type, controlling one panel: the schedule summary and the jobs cards. */
export function TypeTabs({
  types,
  current,
  onSelect,
  panelId,
  label,
  names = (type) => type,
}: {
  types: InsightType[];
  current: InsightType;
  onSelect: (type: InsightType) => void;
  panelId: string;
  label: string;
  names?: (type: InsightType) => string;
}) {
  return (
    <TabButtons role="tablist" aria-label={label}>
      {types.map((type) => (
        <button key={type} type="button" role="tab" aria-selected={type === current} aria-controls={panelId} onClick={() => onSelect(type)}>
          {names(type)}
        </button>
      ))}
    </TabButtons>
  );
}
