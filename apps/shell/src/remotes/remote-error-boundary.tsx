import { Button } from '@app/shared/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.div`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(10)} auto;
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
`;

interface Props {
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a remote's failure inside its own route: a message and Retry; the header and other routes live on. */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.label} failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Panel role="alert">
        <h1>This part of the app is currently unavailable</h1>
        <p>{this.props.label} could not be loaded. Check your connection and try again.</p>
        <Button type="button" onClick={this.props.onRetry}>
          Retry
        </Button>
      </Panel>
    );
  }
}
