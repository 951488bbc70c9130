import type { WisdomResultMetadataPayload } from '@app/shared/contracts';
import { AppLink, useAppNavigation, paths } from '@app/shared/host';
import { englishPage, usePageLanguage } from '@app/shared/page-words';
import { useSocket, useSocketEvent } from '@app/shared/socket';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { BackToInsights } from '../reading/back-to-insights.tsx';
import { Kicker, ReadingColumn, ReadingError, ReadingLoading } from '../reading/reading-page.tsx';

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  a span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const kinds = [
  { key: 'Wisdom', show: 'wisdom', to: paths.wisdomResult },
  { key: 'Looped', show: 'looped', to: paths.loopedResult },
  { key: 'Astrology', show: 'astrology', to: paths.astrologyResult },
] as const;

/** '/result-entry/v0-4/{id}': the page the WhatsApp link opens; a link per type chosen and ready (docs/product.md §2). */
export default function ResultEntryScreen() {
  const { params, navigate } = useAppNavigation();
  const socket = useSocket();
  const id = params.id ?? '';
  const [meta, setMeta] = useState<WisdomResultMetadataPayload | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (socket && id) socket.emit('wisdom-result-metadata', { id });
  }, [socket, id]);
  useSocketEvent('wisdom-result-metadata', setMeta);
  useSocketEvent('wisdom-result-error', ({ message }) => setError(message));
  useSocketEvent('rate-limit-exceeded', () => navigate(paths.home, { replace: true }));

  const page = usePageLanguage(meta?.language);
  if (error) return <ReadingError message={error} />;
  if (!meta || !page) return <ReadingLoading title={englishPage.words.yourResult} text={englishPage.words.loading} />;
  const { words } = page;
  const shown = kinds.filter((k) => meta.result[k.key].selected && meta.shouldShow[k.show]);
  return (
    <ReadingColumn lang={words.lang} dir={words.dir}>
      <BackToInsights words={words} />
      <Kicker>{words.companion}</Kicker>
      <h1>{words.hi(meta.result.userName)}</h1>
      <p>{words.resultReadyFor}</p>
      <Links>
        {shown.map((k) => (
          <li key={k.key}>
            <AppLink to={k.to(id)}>
              <strong>{words.kinds[k.key]}</strong>
              <span>{words.kindHints[k.key]}</span>
            </AppLink>
          </li>
        ))}
      </Links>
    </ReadingColumn>
  );
}
