import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: 1.5em;
  height: 1.5em;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;

// Fast loads finish before the spinner fades in, so they never flash.
const Centered = styled.div`
  animation: ${appear} 0.2s ease-in 0.15s both;
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(8)};
`;

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <Ring role="status" aria-label={label} />;
}

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Centered>
      <Spinner label={label} />
    </Centered>
  );
}
