import { companionLanguages, type CompanionLanguage } from '@app/shared/catalogue';
import { selectUserId, useAppSelector } from '@app/shared/session';
import { useSocket, useSocketEvent } from '@app/shared/socket';
import { Button, Modal, ModalActions } from '@app/shared/ui';
import { useEffect, useState } from 'react';
import { ChoiceList, Current } from './choice-list.tsx';

/**
 * The companion language modal (docs/product.md §2): the current language or 'None selected', the six
 * languages, and 'Set Companion Language' ('Loading...' until the server says it is saved).
 */
export function CompanionLanguageModal({ onClose }: { onClose: () => void }) {
  const socket = useSocket();
  const userId = useAppSelector(selectUserId) ?? '';
  const [current, setCurrent] = useState<CompanionLanguage | null>(null);
  const [chosen, setChosen] = useState<CompanionLanguage | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    socket?.emit('get-user-language', { userId });
  }, [socket, userId]);
  useSocketEvent('user-selected-language', ({ language }) => setCurrent(language));
  useSocketEvent('companion-language-success', () => onClose());

  const submit = () => {
    if (!chosen || !socket) return;
    setSubmitting(true);
    socket.emit('change-companion-language', { userId, language: chosen });
  };

  return (
    <Modal title="Companion Language" onClose={onClose}>
      <Current>
        Current: <strong>{current ?? 'None selected'}</strong>
      </Current>
      <ChoiceList>
        <legend>Languages</legend>
        {companionLanguages.map((language) => (
          <label key={language}>
            <input
              type="radio"
              name="companion-language"
              value={language}
              checked={chosen === language}
              onChange={() => setChosen(language)}
            />
            <span>{language}</span>
          </label>
        ))}
      </ChoiceList>
      <ModalActions>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={!chosen || !socket} busy={submitting} onClick={submit}>
          {submitting ? 'Loading...' : 'Set Companion Language'}
        </Button>
      </ModalActions>
    </Modal>
  );
}
