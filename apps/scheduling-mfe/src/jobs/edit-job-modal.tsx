import { insightTypes, wisdoms, type InsightType } from '@app/shared/catalogue';
import { scheduledAstrologyFormSchema, type ScheduleJob, type UpdateCronJobPayload } from '@app/shared/contracts';
import { BirthDetailsFields, type BirthDetails } from '@app/shared/forms';
import { Button, Chip, Modal, ModalActions, Notice } from '@app/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { FrequencyFields } from '../schedule/frequency-fields.tsx';
import { contactNames, typeLabels } from '@app/shared/jobs';

const Section = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** What the edit asks the server, or why it cannot yet. */
function changeOf(job: ScheduleJob, draft: Draft): { change?: UpdateCronJobPayload; problem?: string } {
  if (draft.Wisdom && draft.wisdoms.length === 0) return { problem: 'Choose at least one philosophy for Wisdom.' };
  // A city typed rather than picked has no zone or coordinates: the stored ones hold only for the same city.
  const sameCity = draft.birth.city === job.Astrology.formData?.city;
  const stored = sameCity ? job.Astrology.formData : undefined;
  const place = draft.birth.timeZone
    ? { timeZone: draft.birth.timeZone, latitude: draft.birth.latitude, longitude: draft.birth.longitude }
    : { timeZone: stored?.timeZone, latitude: stored?.latitude, longitude: stored?.longitude };
  const birth = scheduledAstrologyFormSchema.safeParse({ ...draft.birth, ...place });
  if (draft.Astrology && !birth.success)
    return { problem: 'Fill in every birth detail for Oracle (the time of birth is optional), and pick the city from the list.' };
  return {
    change: {
      scheduleId: job.scheduleId,
      startTime: job.startTime,
      interval: draft.interval,
      nextRunTime: job.nextRunTime,
      minimumMessageCount: draft.minimum,
      Wisdom: { ...job.Wisdom, selected: draft.Wisdom, wisdoms: draft.wisdoms },
      Looped: { ...job.Looped, selected: draft.Looped },
      Astrology: { ...job.Astrology, selected: draft.Astrology, formData: birth.success ? birth.data : job.Astrology.formData },
    },
  };
}

interface Draft extends Record<InsightType, boolean> {
  interval: number;
  minimum: number;
  wisdoms: string[];
  birth: BirthDetails;
}

/** 'Editing Schedule for: {id}' (docs/product.md §2) with whom it is about beside the id: frequency, types, philosophies, birth details. */
export function EditJobModal({
  job,
  busy,
  onSave,
  onDelete,
  onClose,
}: {
  job: ScheduleJob;
  busy: boolean;
  onSave: (change: UpdateCronJobPayload) => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>({
    interval: job.interval,
    minimum: job.minimumMessageCount,
    Wisdom: job.Wisdom.selected,
    Looped: job.Looped.selected,
    Astrology: job.Astrology.selected,
    wisdoms: job.Wisdom.wisdoms,
    birth: job.Astrology.formData ?? {},
  });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const noType = insightTypes.every((type) => !draft[type]);
  const toggleWisdom = (title: string, on: boolean) =>
    set({
      wisdoms: on
        ? wisdoms.filter((w) => w.title === title || draft.wisdoms.includes(w.title)).map((w) => w.title)
        : draft.wisdoms.filter((t) => t !== title),
    });

  const save = () => {
    const { change, problem: why } = changeOf(job, draft);
    setProblem(why ?? null);
    if (change) onSave(change);
  };

  return (
    <Modal title={`Editing Schedule for: ${job.scheduleId}${contactNames(job) ? ` (${contactNames(job)})` : ''}`} onClose={onClose}>
      <Section>
        <legend>How often</legend>
        <FrequencyFields
          interval={draft.interval}
          minimum={draft.minimum}
          onInterval={(interval) => set({ interval })}
          onMinimum={(minimum) => set({ minimum })}
        />
      </Section>
      <Section>
        <legend>Kinds of insight</legend>
        <Row role="group" aria-label="Kinds of insight">
          {insightTypes.map((type) => (
            <Chip key={type} selected={draft[type]} onChange={(on) => set({ [type]: on })}>
              {typeLabels[type]}
            </Chip>
          ))}
        </Row>
        {insightTypes
          .filter((type) => draft[type] && job[type].contacts.length === 0)
          .map((type) => (
            <Notice key={type} tone="info">
              {typeLabels[type]} has no contacts in this schedule, so it will find nothing: create a new schedule to choose them.
            </Notice>
          ))}
      </Section>
      {draft.Wisdom && (
        <Section>
          <legend>Philosophies ({draft.wisdoms.length} chosen)</legend>
          <Row role="group" aria-label="Philosophies">
            {wisdoms.map((w) => (
              <Chip key={w.id} selected={draft.wisdoms.includes(w.title)} onChange={(on) => toggleWisdom(w.title, on)}>
                {w.title}
              </Chip>
            ))}
          </Row>
        </Section>
      )}
      {draft.Astrology && (
        <Section>
          <legend>Birth details</legend>
          <BirthDetailsFields value={draft.birth} onChange={(birth) => set({ birth })} />
        </Section>
      )}
      <div role="alert">
        {noType && <Notice tone="warning">Every kind of insight is off. Do you want to delete this schedule instead?</Notice>}
        {problem && !noType && <Notice tone="error">{problem}</Notice>}
      </div>
      <ModalActions>
        <Button $variant="secondary" onClick={onClose}>
          Close
        </Button>
        {noType && (
          <Button $variant="danger" busy={busy} onClick={onDelete}>
            Delete schedule
          </Button>
        )}
        <Button busy={busy && !noType} disabled={noType} onClick={save}>
          Save
        </Button>
      </ModalActions>
    </Modal>
  );
}
