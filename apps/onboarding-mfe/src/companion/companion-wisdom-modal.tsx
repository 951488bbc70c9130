import { wisdoms } from '@app/shared/catalogue';
import { selectUserId, useAppSelector } from '@app/shared/session';
import { useSocket, useSocketEvent } from '@app/shared/socket';
import { Button, Modal, ModalActions } from '@app/shared/ui';
import { useEffect, useState } from 'react';
import { ChoiceList, Current } from './choice-list.tsx';

/**
 * The companion wisdom modal (docs/product.md §2): the current one or 'None selected', every wisdom
 * with its description and example, and 'Set Companion Wisdom' ('Loading...' until the server says it
 * is saved, then the modal closes).
 */
export function CompanionWisdomModal({ onClose }: { onClose: () => void }) {
  const socket = useSocket();
  const userId = useAppSelector(selectUserId) ?? '';
  const [current, setCurrent] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    socket?.emit('getCompanionWisdom', { userId });
  }, [socket, userId]);
  useSocketEvent('companion-wisdom', ({ companionWisdom }) => setCurrent(companionWisdom?.title ?? null));
  useSocketEvent('companion-wisdom-success', () => onClose());

  const submit = () => {
    if (!chosen || !socket) return;
    setSubmitting(true);
    socket.emit('setCompanionWisdom', { userId, selectedWisdom: chosen });
  };

  return (
    <Modal title="Companion Wisdom" onClose={onClose}>
      <Current>
        Current: <strong>{current ?? 'None selected'}</strong>
      </Current>
      <p>The wisdom you choose guides how your companion speaks with you.</p>
      <ChoiceList>
        <legend>Wisdoms</legend>
        {wisdoms.map((wisdom) => (
          <label key={wisdom.id}>
            <input
              type="radio"
              name="companion-wisdom"
              value={wisdom.title}
              checked={chosen === wisdom.title}
              onChange={() => setChosen(wisdom.title)}
            />
            <strong>{wisdom.title}</strong>
            <small>{wisdom.content}</small>
            <small>
              <em>“{wisdom.example}”</em> — {wisdom.exampleSource}
            </small>
          </label>
        ))}
      </ChoiceList>
      <ModalActions>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={!chosen || !socket} busy={submitting} onClick={submit}>
          {submitting ? 'Loading...' : 'Set Companion Wisdom'}
        </Button>
      </ModalActions>
    </Modal>
  );
}
