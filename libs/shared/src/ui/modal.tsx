import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from './button.tsx';

const Dialog = styled.dialog`
  width: calc(100% - 32px);
  max-width: 440px;
  max-height: calc(100dvh - 32px);
  overflow: auto;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  &::backdrop {
    background: rgb(0 0 0 / 45%);
  }
  &:focus {
    outline: none;
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space(6)};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** A dialog's buttons: side by side and right-aligned on wide screens, equal and stacked on a phone; always in view. */
export const ModalActions = styled.div`
  /* Stays in view at the dialog's foot when its content scrolls (a long list of choices). */
  position: sticky;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} 0;
  background: ${({ theme }) => theme.colors.surface};
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    flex-direction: column-reverse;
    > * {
      width: 100%;
    }
  }
`;

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
 * The generic modal (docs/product.md §2) on the native `<dialog>`: the rest of the page is inert while it
 * is open, Escape or a click on the backdrop closes it, and focus returns to where it was.
 */
export function Modal({ title, label, onClose, role = 'dialog', children }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const element = dialog.current;
    element?.showModal();
    return () => {
      element?.close();
      previous?.focus?.();
    };
  }, []);

  // Escape: the browser cancels the dialog; the owner decides whether it closes.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };

  return createPortal(
    <Dialog
      ref={dialog}
      role={role}
      aria-modal="true"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      onCancel={onCancel}
      // A click on the dialog element itself is a click on its backdrop: the panel covers the rest.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      data-testid="modal-backdrop"
    >
      <Panel>
        {title && <Title id={titleId}>{title}</Title>}
        {children}
      </Panel>
    </Dialog>,
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
        <Button $variant="secondary" onClick={onClose}>
          {closeLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
