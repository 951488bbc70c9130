import { paths, useAppNavigation } from '@app/shared/host';
import { Button, Screen } from '@app/shared/ui';
import styled from 'styled-components';
import { ConnectIntro } from './connect-intro.tsx';
import { QrPanel } from './qr-panel.tsx';
import { SyncProgress } from './sync-progress.tsx';
import { useWhatsappLink } from './use-whatsapp-link.ts';

const Notice = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** `/whatsappLogin` (docs/product.md §2/§4): link WhatsApp by QR, then a short countdown while the first sync runs. */
export default function WhatsappLoginScreen() {
  const { state, connect, ready } = useWhatsappLink();
  const { navigate } = useAppNavigation();
  const linked = state.phase === 'syncing' || state.phase === 'already-connected';
  const notice = 'notice' in state ? state.notice : null;

  return (
    <Screen title="Connect WhatsApp">
      <ConnectIntro />
      <Actions>
        {!linked && (
          <Button type="button" disabled={!ready} onClick={() => void connect()}>
            Connect to WhatsApp Using QR
          </Button>
        )}
        {linked && (
          <Button type="button" onClick={() => navigate(paths.home)}>
            Whatsapp Connected
          </Button>
        )}
      </Actions>
      <div role="alert">{notice && <Notice>{notice}</Notice>}</div>
      {(state.phase === 'loading' || state.phase === 'checking') && <QrPanel qrUrl={undefined} />}
      {state.phase === 'qr' && <QrPanel qrUrl={state.qrUrl} />}
      {state.phase === 'syncing' && <SyncProgress count={state.count} />}
      {state.phase === 'already-connected' && <p role="status">Your WhatsApp is already connected. Taking you home in a few seconds...</p>}
    </Screen>
  );
}
