import { researchEntries, wisdoms } from '@app/shared/catalogue';
import { WisdomAvatar } from '@app/shared/emblems';
import { englishPage, type PageLanguage } from '@app/shared/page-words';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  p {
    margin: 0;
  }
  small {
    display: block;
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The 'Advice' (or 'Wisdom') block of the older and instant pages: the philosophy's emblem, title and
 * description, or for a Looped reading the research entry's, with its researchers and finding — in the
 * page's language (the researchers' names and works stay as published).
 */
export function Advice({ title, looped, page = englishPage }: { title: string; looped: boolean; page?: PageLanguage }) {
  const research = looped ? researchEntries.find((r) => r.title === title) : undefined;
  const wisdom = research ?? wisdoms.find((w) => w.title === title);
  const said = research ? page.research(title) : page.wisdom(title);
  return (
    <Box>
      {wisdom && <WisdomAvatar wisdom={wisdom} size={56} />}
      <div>
        <p>
          <strong>{said?.title ?? title}</strong>
        </p>
        {research && <small>{research.researcher}</small>}
        {research ? <p>{page.research(title)?.benefit}</p> : wisdom && <p>{said?.content}</p>}
      </div>
    </Box>
  );
}
