import { dataSavedText, downloadMyData, paths, useAppNavigation } from '@app/shared/host';
import { selectWhatsappConnected, useAppSelector } from '@app/shared/session';
import { MenuButton, MenuItem, toast } from '@app/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { RemoveWhatsappDialog } from './remove-whatsapp-dialog.tsx';
import { useLogout } from './use-logout.ts';

const Connection = styled.p<{ $on: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.control)};
  }
`;

/** 'Download my data': the file is saved and named, or the reason it was not is said. */
async function download() {
  const outcome = await downloadMyData();
  if ('saved' in outcome) toast.success(dataSavedText(outcome.saved));
  else toast.error(outcome.failure);
}

/**
 * The name button's menu: the WhatsApp connection, Your insights (every reading again), Remove Whatsapp (when linked), Download my data, Delete
 * my account (a page that says what goes and asks to confirm) and Logout.
 */
export function UserMenu({ name }: { name: string }) {
  const { logout, busy } = useLogout();
  const { navigate } = useAppNavigation();
  const whatsappConnected = useAppSelector(selectWhatsappConnected);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);

  return (
    <>
      <MenuButton label={name}>
        {(close) => (
          <>
            <Connection $on={whatsappConnected}>WhatsApp {whatsappConnected ? 'connected' : 'not connected'}</Connection>
            <ul>
              <li>
                <MenuItem
                  onClick={() => {
                    close();
                    navigate(paths.insights);
                  }}
                >
                  Your insights
                </MenuItem>
              </li>
              {whatsappConnected && (
                <li>
                  <MenuItem
                    onClick={() => {
                      close();
                      setConfirmingRemoval(true);
                    }}
                  >
                    Remove Whatsapp
                  </MenuItem>
                </li>
              )}
              <li>
                <MenuItem
                  onClick={() => {
                    close();
                    void download();
                  }}
                >
                  Download my data
                </MenuItem>
              </li>
              <li>
                <MenuItem
                  onClick={() => {
                    close();
                    navigate(paths.deleteAccount);
                  }}
                >
                  Delete my account
                </MenuItem>
              </li>
              <li>
                <MenuItem disabled={busy} onClick={() => void logout()}>
                  Logout
                </MenuItem>
              </li>
            </ul>
          </>
        )}
      </MenuButton>
      {confirmingRemoval && <RemoveWhatsappDialog onClose={() => setConfirmingRemoval(false)} />}
    </>
  );
}
