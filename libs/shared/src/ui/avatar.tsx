import { type ReactNode, useState } from 'react';
import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Up to two initials of a name: 'Ada Lovelace' → 'AL'. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('') || '?';

/**
 * A picture, else an icon, else the name's initials (also when the picture fails to load).
 * Decorative: the name is beside it.
 */
export function Avatar({ name, src, icon, size = 40 }: { name: string; src?: string | null; icon?: ReactNode; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <Circle $size={size} aria-hidden="true" data-testid="avatar">
      {src && !failed ? <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} /> : (icon ?? initialsOf(name))}
    </Circle>
  );
}
