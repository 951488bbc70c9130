import styled from 'styled-components';

const Meter = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  flex-wrap: wrap;
`;
const Dots = styled.span`
  display: inline-flex;
  gap: 4px;
  span {
    width: 14px;
    height: 14px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.primary};
  }
  span[data-on='true'] {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

/** The confidence score as ten marks, with the same in words for screen readers and for anyone unsure of the marks. */
export function ConfidenceMeter({
  score,
  label = (n) => `Confidence: ${n} out of 10`,
}: {
  score: number;
  /** The score in words, in the page's language. */
  label?: (n: number) => string;
}) {
  const filled = Math.max(0, Math.min(10, Math.round(score)));
  return (
    <Meter>
      <Dots role="img" aria-label={label(filled)}>
        {Array.from({ length: 10 }, (_, i) => (
          <span key={i} data-on={i < filled} />
        ))}
      </Dots>
      <strong aria-hidden="true">{filled}/10</strong>
    </Meter>
  );
}
