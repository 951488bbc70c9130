import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from './button.tsx';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  background: rgb(0 0 0 / 45%);
`;

const Panel = styled.div`
  width: 100%;
  max-width: 440px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 16px 48px rgb(0 0 0 / 25%);
  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

const focusable = 'button:not(:disabled), [href], input:not(:disabled), select, textarea, [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  /** Visible heading, also the dialog's accessible name; without it `label` names the dialog. */
  title?: string;
  label?: string;
  onClose: () => void;
  /** An alert dialog interrupts (errors, confirmations); a plain dialog does not. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * The generic modal (docs/product.md §2): a backdrop click or Escape closes it. Focus moves into the dialog,
 * stays there while it is open, and returns to where it was when it closes.
 */
export function Modal({ title, label, onClose, role = 'dialog', children }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(focusable);
    (first ?? panel.current)?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)];
    if (items.length === 0) return event.preventDefault();
    const [first, last] = [items[0], items[items.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <Backdrop data-testid="modal-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Panel
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {title && <Title id={titleId}>{title}</Title>}
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

const Message = styled.p<{ $error: boolean }>`
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.text)};
`;

/** A message in the generic modal; in error mode the text is prefixed 'Error:' (docs/product.md §2). */
export function MessageModal({
  message,
  error = false,
  onClose,
  closeLabel = 'OK',
}: {
  message: string;
  error?: boolean;
  onClose: () => void;
  closeLabel?: string;
}) {
  return (
    <Modal label={error ? 'Error' : 'Message'} role={error ? 'alertdialog' : 'dialog'} onClose={onClose}>
      <Message $error={error}>{error ? `Error: ${message}` : message}</Message>
      <ModalActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {closeLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
