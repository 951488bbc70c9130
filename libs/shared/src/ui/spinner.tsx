import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $small: boolean }>`
  display: inline-block;
  flex: none;
  width: ${({ $small }) => ($small ? '1em' : '1.5em')};
  height: ${({ $small }) => ($small ? '1em' : '1.5em')};
  border: ${({ $small }) => ($small ? 2 : 3)}px solid currentColor;
  border-top-color: transparent;
  border-radius: 50%;
  color: ${({ theme, $small }) => ($small ? 'inherit' : theme.colors.primary)};
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

/** A spinner that names what is loading; `decorative` inside a control that already says it is busy. */
export function Spinner({
  label = 'Loading',
  size = 'normal',
  decorative = false,
}: {
  label?: string;
  size?: 'normal' | 'small';
  decorative?: boolean;
}) {
  return decorative ? (
    <Ring aria-hidden="true" $small={size === 'small'} />
  ) : (
    <Ring role="status" aria-label={label} $small={size === 'small'} />
  );
}

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Centered>
      <Spinner label={label} />
    </Centered>
  );
}
