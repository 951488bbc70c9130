import { AppLink, paths } from '@app/shared/host';
import { selectUserName, selectWhatsappConnected, useAppSelector } from '@app/shared/session';
import { Card, Screen } from '@app/shared/ui';
import styled from 'styled-components';
import { InstantWisdomCard } from './instant-wisdom-card.tsx';
import { ScheduleOverview } from './schedule-overview.tsx';
import { useLatestInsight } from './use-latest-insight.ts';
import { useSchedules } from './use-schedules.ts';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

const State = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.success};
  }
`;

const NextStep = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
`;

/** `/home`: where a linked user starts from: the connection, what is scheduled and coming, the readings so far. */
export default function HomeScreen() {
  const name = useAppSelector(selectUserName);
  const connected = useAppSelector(selectWhatsappConnected);
  const { jobs, failed } = useSchedules();
  // Asked again each time the server pushes the jobs (a run ended).
  const last = useLatestInsight(jobs);
  const scheduled = jobs !== null && jobs.length > 0;
  return (
    <Screen title={name ? `Welcome, ${name}!` : 'Welcome!'}>
      <Grid>
        <Card aria-labelledby="home-whatsapp">
          <h2 id="home-whatsapp">WhatsApp</h2>
          <State>{connected ? 'Connected' : 'Not connected'}</State>
          <p>Your WhatsApp is linked. You will soon receive a message from our chatbot on WhatsApp.</p>
        </Card>
        <Card aria-labelledby="home-jobs" aria-busy={jobs === null && !failed}>
          <h2 id="home-jobs">Your schedules</h2>
          {failed && <p role="alert">{failed}</p>}
          {jobs === null && !failed && <p>Loading…</p>}
          {scheduled && <ScheduleOverview jobs={jobs} last={last} />}
          {jobs !== null && !scheduled && (
            <>
              <p>Choose the kinds of insight you want and the people they are about; Companion sends them to your own chat.</p>
              <NextStep to={paths.wisdom}>Choose your insights</NextStep>
            </>
          )}
          {scheduled && (
            <Links>
              <AppLink to={paths.cronJobs}>Scheduled jobs</AppLink>
              <AppLink to={paths.wisdom}>Schedule more insights</AppLink>
            </Links>
          )}
        </Card>
        <Card aria-labelledby="home-insights">
          <h2 id="home-insights">Your insights</h2>
          <p>Every reading you have received, newest first, to open again.</p>
          <AppLink to={paths.insights}>Your insights</AppLink>
        </Card>
        {connected && <InstantWisdomCard />}
      </Grid>
    </Screen>
  );
}
