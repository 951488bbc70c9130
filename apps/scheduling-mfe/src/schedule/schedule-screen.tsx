import { ListChecks } from 'lucide-react';
import { defaultInterval, defaultMinimumMessages } from '@app/shared/catalogue';
import { scheduleMessages } from '@app/shared/contracts';
import { AppLink, paths, useAppNavigation } from '@app/shared/host';
import { messagingSelectionsCleared, selectSession, useAppDispatch, useAppSelector, whatsappConnectionChanged } from '@app/shared/session';
import { useSocket, useSocketEvent } from '@app/shared/socket';
import { Button, Card, EmptyState, Notice, PageSpinner, Screen, toast } from '@app/shared/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { scheduleRequest } from './schedule-request.ts';
import { FrequencyFields } from './frequency-fields.tsx';
import { ScheduleSummary } from './schedule-summary.tsx';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(5)};
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

/** 3 s before leaving after a refusal for want of WhatsApp (docs/product.md §9). */
const stopDelayMs = 3000;

/** `/scheduleWisdom` (docs/product.md §2): the summary, how often and from how many messages, then 'Schedule'. */
export default function ScheduleScreen() {
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const { navigate } = useAppNavigation();
  const socket = useSocket();
  const [intervalHours, setIntervalHours] = useState(defaultInterval);
  const [minimumMessages, setMinimumMessages] = useState(defaultMinimumMessages);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'warning'; text: string } | null>(null);
  const [stopped, setStopped] = useState(false);
  const types = (['Wisdom', 'Looped', 'Astrology'] as const).filter((type) => session.selectedTypes[type]);

  useSocketEvent('schedule-success', () => {
    setPending(false);
    toast.success(scheduleMessages.created);
    dispatch(messagingSelectionsCleared());
    navigate(paths.home);
  });
  useSocketEvent('schedule-error', ({ message: text }) => {
    setPending(false);
    setMessage({ tone: 'error', text });
  });
  useSocketEvent('stop-cron', () => {
    setPending(false);
    setMessage({ tone: 'warning', text: scheduleMessages.noSession });
    setStopped(true);
  });
  useEffect(() => {
    if (!stopped) return undefined;
    const timer = setTimeout(() => {
      dispatch(whatsappConnectionChanged(false));
      navigate(paths.home, { replace: true });
    }, stopDelayMs);
    return () => clearTimeout(timer);
  }, [stopped, dispatch, navigate]);

  if (types.length === 0) {
    return (
      <Screen title="Schedule">
        <Card>
          <EmptyState
            icon={<ListChecks size={26} strokeWidth={1.75} />}
            title="Choose your insights first"
            action={<AppLink to={paths.wisdom}>Back to your insights</AppLink>}
          >
            A schedule sends the kinds of insight you chose, about the contacts you chose.
          </EmptyState>
        </Card>
      </Screen>
    );
  }

  const schedule = () => {
    if (!socket) return;
    setMessage(null);
    setPending(true);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    socket.emit('schedule-new-cron', scheduleRequest(session, { intervalHours, minimumMessages }, new Date(), zone));
  };

  return (
    <Screen title="Schedule" lead="How often Companion reads your new messages with these contacts and sends you insights.">
      <Card>
        <ScheduleSummary session={session} types={types} />
        <Grid>
          <FrequencyFields
            interval={intervalHours}
            minimum={minimumMessages}
            onInterval={setIntervalHours}
            onMinimum={setMinimumMessages}
          />
        </Grid>
        <div role="alert">{message && <Notice tone={message.tone}>{message.text}</Notice>}</div>
        <Actions>
          <Button $variant="secondary" onClick={() => navigate(paths.contacts)} disabled={pending}>
            Back
          </Button>
          <Button busy={pending} disabled={!socket || stopped} onClick={schedule}>
            Schedule
          </Button>
        </Actions>
      </Card>
      {pending && <PageSpinner label="Creating your schedule" />}
    </Screen>
  );
}
