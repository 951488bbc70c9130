import { Component, type ErrorInfo, type ReactNode } from 'react';

/** The last line of defence: a render failure anywhere in the shell shows the product's error page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] render failure', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
        <h1>Unexpected Application Error!</h1>
        <p style={{ color: '#b3261e' }}>{error.message}</p>
      </main>
    );
  }
}
