import { intervalOptions, minimumMessageOptions } from '@app/shared/catalogue';
import { Field, Select } from '@app/shared/ui';

/** How often a schedule runs and from how many new messages: the schedule page and the edit dialog. */
export function FrequencyFields({
  interval,
  minimum,
  onInterval,
  onMinimum,
}: {
  interval: number;
  minimum: number;
  onInterval: (hours: number) => void;
  onMinimum: (count: number) => void;
}) {
  return (
    <>
      <Field label="Interval">
        {(control) => (
          <Select {...control} value={interval} onChange={(e) => onInterval(Number(e.target.value))}>
            {intervalOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Minimum messages" hint="An insight needs at least this many new messages with a contact.">
        {(control) => (
          <Select {...control} value={minimum} onChange={(e) => onMinimum(Number(e.target.value))}>
            {minimumMessageOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </>
  );
}
