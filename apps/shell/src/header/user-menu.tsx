import { useEffect, useId, useRef, useState } from 'react';
import { selectWhatsappConnected, useAppSelector } from '@app/shared/session';
import styled from 'styled-components';
import { RemoveWhatsappDialog } from './remove-whatsapp-dialog.tsx';
import { useLogout } from './use-logout.ts';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  min-height: 44px;
  max-width: 50vw;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  min-width: 200px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 8px 24px rgb(0 0 0 / 12%);
  z-index: 10;
`;

const Item = styled.button`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export function UserMenu({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const { logout, busy } = useLogout();
  const whatsappConnected = useAppSelector(selectWhatsappConnected);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !wrapper.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapper}>
      <Toggle type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        {name}
      </Toggle>
      {open && (
        <Menu id={menuId}>
          {whatsappConnected && (
            <li>
              <Item
                type="button"
                onClick={() => {
                  setOpen(false);
                  setConfirmingRemoval(true);
                }}
              >
                Remove Whatsapp
              </Item>
            </li>
          )}
          <li>
            <Item type="button" disabled={busy} onClick={() => void logout()}>
              Logout
            </Item>
          </li>
        </Menu>
      )}
      {confirmingRemoval && <RemoveWhatsappDialog onClose={() => setConfirmingRemoval(false)} />}
    </Wrapper>
  );
}
