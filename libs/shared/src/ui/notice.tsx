import type { ReactNode } from 'react';
import styled from 'styled-components';
import { toneColors, type Tone } from './theme.ts';

const Box = styled.div<{ $tone: Tone }>`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border-left: 4px solid ${({ theme, $tone }) => toneColors(theme, $tone).text};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).background};
  color: ${({ theme, $tone }) => toneColors(theme, $tone).text};
  font-size: ${({ theme }) => theme.font.size.sm};
  p {
    margin: 0;
  }
`;

// The glyph is generated content, so the notice's text is only its message.
const Icon = styled.span<{ $glyph: string }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 1.25rem;
  height: 1.25rem;
  border-radius: 50%;
  border: 2px solid currentColor;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1;
  &::before {
    content: '${({ $glyph }) => $glyph}';
  }
`;

const glyph: Record<Tone, string> = { info: 'i', success: '✓', warning: '!', error: '!' };

export interface NoticeProps {
  tone?: Tone;
  children: ReactNode;
  /** `alert` for an error that appears after an action; `status` for news; none for static text. */
  role?: 'alert' | 'status';
  id?: string;
}

/** A sentence-case message in a tone: info, success, warning or error. */
export function Notice({ tone = 'info', children, role, id }: NoticeProps) {
  return (
    <Box $tone={tone} role={role} id={id}>
      <Icon aria-hidden="true" $glyph={glyph[tone]} />
      <div>{children}</div>
    </Box>
  );
}
