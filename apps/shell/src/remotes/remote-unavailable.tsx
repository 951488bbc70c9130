import { Button } from '@app/shared/ui';
import styled from 'styled-components';

const Inset = styled.main`
  padding: ${({ theme }) => theme.space(4)};
`;

const Panel = styled.div`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(6)} auto;
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
`;

/** What a route shows when its remote cannot be loaded or throws: a message and Retry. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Inset>
      <Panel role="alert">
        <h1>This part of the app is currently unavailable</h1>
        <p>It could not be loaded. Check your connection and try again.</p>
        <Button type="button" onClick={onRetry}>
          Retry
        </Button>
      </Panel>
    </Inset>
  );
}
