import { useState } from 'react';
import styled from 'styled-components';
import { Avatar } from '../ui/avatar.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Chip } from '../ui/chip.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { TextField } from '../ui/field.tsx';
import { MenuButton, MenuItem } from '../ui/menu-button.tsx';
import { MessageModal, Modal, ModalActions } from '../ui/modal.tsx';
import { Notice } from '../ui/notice.tsx';
import { Screen } from '../ui/screen.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { Tabs, tabStyle } from '../ui/tabs.tsx';
import { theme } from '../ui/theme.ts';
import { toast } from '../ui/toast.ts';

const Section = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(5)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Swatch = styled.span<{ $colour: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  &::before {
    content: '';
    width: 24px;
    height: 24px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ $colour }) => $colour};
  }
`;

const Tab = styled.a`
  ${tabStyle}
`;

/**
 * Every component of `@app/shared/ui` in each of its states, at /gallery of any remote's dev harness
 * (`npx nx dev <remote>`): what a remote team builds its screens from.
 */
export function Gallery() {
  const [chips, setChips] = useState({ wisdom: true, looped: false });
  const [dialog, setDialog] = useState<'none' | 'modal' | 'message'>('none');
  return (
    <Screen title="Component gallery" lead="The design tokens and components of @app/shared/ui, in each state.">
      <Section aria-labelledby="g-colours">
        <h2 id="g-colours">Colours</h2>
        <Row>
          {Object.entries(theme.colors).map(([name, colour]) => (
            <Swatch key={name} $colour={colour}>
              {name}
            </Swatch>
          ))}
        </Row>
      </Section>
      <Section aria-labelledby="g-buttons">
        <h2 id="g-buttons">Buttons</h2>
        <Row>
          <Button>Primary</Button>
          <Button $variant="secondary">Secondary</Button>
          <Button $variant="danger">Danger</Button>
          <Button $variant="ghost">Ghost</Button>
          <Button disabled>Disabled</Button>
          <Button busy>Busy</Button>
        </Row>
      </Section>
      <Section aria-labelledby="g-fields">
        <h2 id="g-fields">Fields</h2>
        <Stack>
          <TextField label="Email" type="email" placeholder="you@example.com" />
          <TextField label="New password" type="password" revealable hint="At least 8 characters." />
          <TextField label="Full name" error="Full name is required" />
        </Stack>
      </Section>
      <Section aria-labelledby="g-notices">
        <h2 id="g-notices">Notices</h2>
        <Stack>
          <Notice tone="info">Session is already running: scan the code to continue.</Notice>
          <Notice tone="success">Email verified successfully.</Notice>
          <Notice tone="warning">WhatsApp refused the connection, so a new code is on its way.</Notice>
          <Notice tone="error">Could not reach the server.</Notice>
        </Stack>
      </Section>
      <Section aria-labelledby="g-choices">
        <h2 id="g-choices">Tabs, chips and avatars</h2>
        <Stack>
          <Tabs aria-label="Example tabs">
            <Tab href="#one" aria-current="page">
              Current
            </Tab>
            <Tab href="#two">Other</Tab>
          </Tabs>
          <Row>
            <Chip selected={chips.wisdom} onChange={(wisdom) => setChips((c) => ({ ...c, wisdom }))}>
              Wisdom
            </Chip>
            <Chip selected={chips.looped} onChange={(looped) => setChips((c) => ({ ...c, looped }))}>
              Looped
            </Chip>
            <Chip selected={false} onChange={() => undefined} disabled>
              Astrology
            </Chip>
          </Row>
          <Row>
            <Avatar name="Ada Lovelace" />
            <Avatar name="Grace Hopper" size={56} />
            <Avatar name="Broken Picture" src="data:image/png;base64," />
          </Row>
        </Stack>
      </Section>
      <Section aria-labelledby="g-loading">
        <h2 id="g-loading">Loading and empty</h2>
        <Stack>
          <Skeleton $width="60%" />
          <Skeleton $height="48px" />
          <EmptyState title="No schedules yet" action={<Button>Create a schedule</Button>}>
            Choose insights and contacts, and they appear here.
          </EmptyState>
        </Stack>
      </Section>
      <Section aria-labelledby="g-overlays">
        <h2 id="g-overlays">Menus, dialogs and toasts</h2>
        <Row>
          <MenuButton label="Ada Lovelace">
            {(close) => (
              <ul>
                <li>
                  <MenuItem onClick={close}>Remove Whatsapp</MenuItem>
                </li>
                <li>
                  <MenuItem onClick={close}>Logout</MenuItem>
                </li>
              </ul>
            )}
          </MenuButton>
          <Button $variant="secondary" onClick={() => setDialog('modal')}>
            Open a dialog
          </Button>
          <Button $variant="secondary" onClick={() => setDialog('message')}>
            Open an error message
          </Button>
          <Button $variant="secondary" onClick={() => toast.success('Schedule Successfully Created')}>
            Raise a toast
          </Button>
        </Row>
      </Section>
      {dialog === 'modal' && (
        <Modal title="Remove WhatsApp Connection" role="alertdialog" onClose={() => setDialog('none')}>
          <p>Removing your WhatsApp connection stops all your scheduled wisdoms.</p>
          <ModalActions>
            <Button $variant="secondary" onClick={() => setDialog('none')}>
              Cancel
            </Button>
            <Button $variant="danger" onClick={() => setDialog('none')}>
              Remove WhatsApp
            </Button>
          </ModalActions>
        </Modal>
      )}
      {dialog === 'message' && <MessageModal error message="Please fill out all fields." onClose={() => setDialog('none')} />}
    </Screen>
  );
}
