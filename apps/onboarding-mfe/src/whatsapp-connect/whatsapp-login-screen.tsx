import { paths, useAppNavigation } from '@app/shared/host';
import { Button, Card, Notice, Screen } from '@app/shared/ui';
import styled from 'styled-components';
import { ConnectIntro } from './connect-intro.tsx';
import { CopyLink } from './copy-link.tsx';
import { linkStatus, noticeTone } from './link-status.ts';
import { QrPanel } from './qr-panel.tsx';
import { SyncProgress } from './sync-progress.tsx';
import { useWhatsappLink } from './use-whatsapp-link.ts';

/** Steps beside the code on wide screens; the code first on a phone. */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  @media (min-width: 880px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 380px);
  }
  > :first-child {
    order: 2;
  }
  @media (min-width: 880px) {
    > :first-child {
      order: 0;
    }
  }
`;

const CodeCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Status = styled.p`
  margin: 0;
  text-align: center;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Hint = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** `/whatsappLogin` (docs/product.md §2/§4): link WhatsApp by QR, then a short countdown while the first sync runs. */
export default function WhatsappLoginScreen() {
  const { state, connect, ready } = useWhatsappLink();
  const { navigate } = useAppNavigation();
  const linked = state.phase === 'syncing' || state.phase === 'already-connected';
  const notice = 'notice' in state ? state.notice : null;

  return (
    <Screen title="Connect WhatsApp" lead="Link your WhatsApp once; Companion then reads only the chats you choose.">
      <Layout>
        <ConnectIntro />
        <CodeCard aria-label="Your code">
          {state.phase === 'syncing' ? (
            <SyncProgress count={state.count} />
          ) : state.phase === 'already-connected' ? (
            <p role="status">Your WhatsApp is already connected. Taking you home in a few seconds...</p>
          ) : (
            <>
              <Status aria-live="polite">{linkStatus(state)}</Status>
              <QrPanel
                qrUrl={state.phase === 'qr' ? state.qrUrl : undefined}
                fetching={state.phase === 'loading' || state.phase === 'checking'}
              />
              {state.phase === 'qr' && <Hint>The code refreshes by itself until you scan it.</Hint>}
            </>
          )}
          <div role="alert">
            {notice && (
              <Notice tone={noticeTone(notice)}>
                <p>{notice}</p>
              </Notice>
            )}
          </div>
          {linked ? (
            <Button $block onClick={() => navigate(paths.home)}>
              Whatsapp Connected
            </Button>
          ) : (
            <Button $block disabled={!ready} onClick={() => void connect()}>
              Connect to WhatsApp Using QR
            </Button>
          )}
          {!linked && <CopyLink />}
        </CodeCard>
      </Layout>
    </Screen>
  );
}
