import { AppLink, paths } from '@app/shared/host';
import type { PageWords } from '@app/shared/page-words';
import styled from 'styled-components';

const Back = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/**
 * Every result page's way back to the list of readings (the result pages have no header: docs/product.md §2).
 * The arrow is drawn, not read out.
 */
export function BackToInsights({ words }: { words: Pick<PageWords, 'backToInsights'> }) {
  const [, arrow = '', label = words.backToInsights] = /^([←→]\s*)?(.*)$/u.exec(words.backToInsights) ?? [];
  return (
    <nav aria-label={label}>
      <Back to={paths.insights}>
        <span aria-hidden="true">{arrow.trim()}</span>
        {label}
      </Back>
    </nav>
  );
}
