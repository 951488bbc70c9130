import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  max-width: 60vw;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.control};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  > span:first-of-type {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Chevron = styled.svg<{ $open: boolean }>`
  flex: none;
  transition: transform 0.15s;
  transform: rotate(${({ $open }) => ($open ? 180 : 0)}deg);
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  min-width: 240px;
  padding: ${({ theme }) => theme.space(1)} 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  z-index: 10;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** One action in a MenuButton's panel. */
export const MenuItem = styled.button`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export interface MenuButtonProps {
  /** What the button shows (e.g. the user's name), beside a chevron. */
  label: ReactNode;
  /** Its accessible name, when the label alone does not say it opens a menu. */
  'aria-label'?: string;
  /** The panel: `close` shuts it, e.g. before an item opens a dialog. */
  children: (close: () => void) => ReactNode;
}

/**
 * A disclosure: a button that shows and hides a panel of actions below it. Escape and a click outside
 * close it; Escape gives focus back to the button.
 */
export function MenuButton({ label, children, ...aria }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  const wasOpen = useRef(false);

  // The panel shut with focus inside it (Escape, an item chosen): focus goes back to the button, so
  // a dialog an item opens returns it there too.
  useEffect(() => {
    if (wasOpen.current && !open && (document.activeElement === document.body || document.activeElement === null)) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (wrapper.current?.contains(document.activeElement)) toggle.current?.focus();
      setOpen(false);
    };
    const onPointer = (event: Event) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapper}>
      <Toggle ref={toggle} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)} {...aria}>
        <span>{label}</span>
        <Chevron $open={open} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </Chevron>
      </Toggle>
      {open && <Panel id={panelId}>{children(close)}</Panel>}
    </Wrapper>
  );
}
