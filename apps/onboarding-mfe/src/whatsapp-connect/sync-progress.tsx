import styled from 'styled-components';
import { syncLabel, syncSteps } from './link-phase.ts';

const Track = styled.div`
  height: 12px;
  width: 100%;
  max-width: 420px;
  margin: ${({ theme }) => theme.space(3)} 0;
  background: ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  height: 100%;
  width: ${({ $percent }) => $percent}%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.9s linear;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** After linking: a progress bar over the 10-step countdown with its four labels (docs/product.md §2). */
export function SyncProgress({ count }: { count: number }) {
  const label = syncLabel(count);
  const percent = ((syncSteps - count) / syncSteps) * 100;
  return (
    <div>
      <p role="status">{label}</p>
      <Track
        role="progressbar"
        aria-label="Linking WhatsApp"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
      >
        <Fill $percent={percent} />
      </Track>
    </div>
  );
}
