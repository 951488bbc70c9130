import { AppLink, paths } from '@app/shared/host';
import { englishPage, usePageLanguage, type PageLanguage } from '@app/shared/page-words';
import { Button, EmptyState, Notice, Screen, Skeleton } from '@app/shared/ui';
import { History } from 'lucide-react';
import styled from 'styled-components';
import { groupByDay, type DayGroup } from './day-groups.ts';
import { InsightEntry } from './insight-entry.tsx';
import { useInsightsList } from './use-insights-list.ts';

const Day = styled.section`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  > ul {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

function dayName(group: DayGroup, page: PageLanguage, now: Date): string {
  if (group.daysAgo === 0) return page.words.today;
  if (group.daysAgo === 1) return page.words.yesterday;
  const otherYear = group.date.getFullYear() !== now.getFullYear();
  return page.date(group.date, { weekday: 'long', day: 'numeric', month: 'long', ...(otherYear ? { year: 'numeric' } : {}) });
}

/** '/insights', 'Your insights': every reading the account has, newest first by day, each opening its page. */
export default function InsightsScreen() {
  const { list, loadMore, retry } = useInsightsList();
  const page = usePageLanguage(list.status === 'ready' ? list.language : undefined);
  const words = (page ?? englishPage).words;

  if (list.status === 'error')
    return (
      <Screen title={words.yourInsights}>
        <Notice tone="error">{list.message}</Notice>
        <Button $variant="secondary" onClick={retry}>
          {words.tryAgain}
        </Button>
      </Screen>
    );
  if (list.status === 'loading' || !page)
    return (
      <Screen title={words.yourInsights}>
        <div role="status" aria-busy="true" aria-label={words.loading}>
          <Skeleton $height="88px" $width="100%" />
        </div>
      </Screen>
    );
  if (list.items.length === 0)
    return (
      <div lang={page.words.lang} dir={page.words.dir}>
        <Screen title={page.words.yourInsights}>
          <EmptyState
            title={page.words.noInsightsTitle}
            icon={<History size={26} strokeWidth={1.75} />}
            action={<AppLink to={paths.wisdom}>{page.words.scheduleLink}</AppLink>}
          >
            {page.words.noInsightsText}
          </EmptyState>
        </Screen>
      </div>
    );
  const now = new Date();
  const groups = groupByDay(list.items, now);
  return (
    <div lang={page.words.lang} dir={page.words.dir}>
      <Screen title={page.words.yourInsights} lead={page.words.insightsIntro} width="narrow">
        {groups.map((group) => (
          <Day key={group.day} aria-labelledby={`day-${group.day}`}>
            <h2 id={`day-${group.day}`}>{dayName(group, page, now)}</h2>
            <ul>
              {group.items.map((item) => (
                <InsightEntry key={item.id} item={item} page={page} />
              ))}
            </ul>
          </Day>
        ))}
        {(list.more || list.moreFailed) && (
          <More>
            {list.moreFailed && <Notice tone="error">{list.moreFailed}</Notice>}
            <Button $variant="secondary" onClick={loadMore} disabled={list.loadingMore} aria-busy={list.loadingMore}>
              {page.words.loadMore}
            </Button>
          </More>
        )}
      </Screen>
    </div>
  );
}
