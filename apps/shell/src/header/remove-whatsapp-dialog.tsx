import { Button, Modal, ModalActions } from '@app/shared/ui';
import { useRemoveWhatsapp } from './use-remove-whatsapp.ts';

/** docs/product.md §2's confirm dialog; it closes once the server has answered. */
export function RemoveWhatsappDialog({ onClose }: { onClose: () => void }) {
  const { remove, busy } = useRemoveWhatsapp(onClose);
  return (
    <Modal title="Remove WhatsApp Connection" role="alertdialog" onClose={busy ? () => undefined : onClose}>
      <p>
        Removing your WhatsApp connection stops all your scheduled wisdoms. To receive them again you will need to reconnect WhatsApp by
        scanning a new QR code.
      </p>
      <ModalActions>
        <Button $variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button $variant="danger" onClick={() => void remove()} busy={busy}>
          {busy ? 'Removing...' : 'Remove WhatsApp'}
        </Button>
      </ModalActions>
    </Modal>
  );
}
