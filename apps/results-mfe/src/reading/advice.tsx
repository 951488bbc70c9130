import { researchEntries, wisdoms } from '@app/shared/catalogue';
import { WisdomAvatar } from '@app/shared/emblems';
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
 * description, or for a Looped reading the research entry's, with its researchers and finding.
 */
export function Advice({ title, looped }: { title: string; looped: boolean }) {
  const research = looped ? researchEntries.find((r) => r.title === title) : undefined;
  const wisdom = research ?? wisdoms.find((w) => w.title === title);
  return (
    <Box>
      {wisdom && <WisdomAvatar wisdom={wisdom} size={56} />}
      <div>
        <p>
          <strong>{title}</strong>
        </p>
        {research && <small>{research.researcher}</small>}
        {research ? <p>{research.benefit}</p> : wisdom && <p>{wisdom.content}</p>}
      </div>
    </Box>
  );
}
