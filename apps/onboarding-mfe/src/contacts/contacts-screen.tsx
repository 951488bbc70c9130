import type { InsightType } from '@app/shared/catalogue';
import { contactLabel, type Contact } from '@app/shared/contracts';
import { AppLink, paths, useAppNavigation, useStaffAccess } from '@app/shared/host';
import { selectSession, sessionFieldSet, useAppDispatch, useAppSelector } from '@app/shared/session';
import { Button, Card, EmptyState, Notice, Screen, Skeleton, TextField } from '@app/shared/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ContactList } from './contact-list.tsx';
import { chosenTypes, contactMessages, selectionKey, toggled, typeWithoutContacts } from './contact-selection.ts';
import { TypeTabs } from './type-tabs.tsx';
import { useContactBook } from './use-contact-book.ts';

const Chosen = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
  button {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    cursor: pointer;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

const ProblemNotice = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

const StaffLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** `/contacts` (docs/product.md §2): for each chosen type, the contacts its insights are about. */
export default function ContactsScreen() {
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const { navigate } = useAppNavigation();
  const { contacts, images, error } = useContactBook();
  const access = useStaffAccess();
  const types = chosenTypes(session.selectedTypes);
  const [tab, setTab] = useState<InsightType | undefined>(types[0]);
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const panelId = useId();
  const current = tab && types.includes(tab) ? tab : types[0];

  if (!current) {
    return (
      <Screen title="Contacts">
        <Card>
          <EmptyState title="Choose your insights first" action={<AppLink to={paths.wisdom}>Back to your insights</AppLink>}>
            The contacts you pick are for the kinds of insight you chose.
          </EmptyState>
        </Card>
      </Screen>
    );
  }

  const selected = session[selectionKey[current]];
  const counts = {
    Wisdom: session.selectedWisdomContacts.length,
    Looped: session.selectedLoopedContacts.length,
    Astrology: session.selectedAstrologyContacts.length,
  };
  const toggle = (contact: Contact) => {
    const next = toggled(selected, contact, current);
    if (next === 'too-many') return setProblem(contactMessages.tooMany(current));
    setProblem(null);
    dispatch(sessionFieldSet({ key: selectionKey[current], value: next }));
  };
  const wanted = search.trim().toLowerCase();
  const shown = (contacts ?? []).filter((c) => !wanted || contactLabel(c).toLowerCase().includes(wanted) || c.id.includes(wanted));
  const goOn = () => {
    const missing = typeWithoutContacts(session);
    if (missing) {
      setTab(missing);
      setProblem(contactMessages.none(missing));
    } else navigate(paths.scheduleWisdom);
  };

  return (
    <Screen title="Contacts" lead="Choose whom each kind of insight is about.">
      <Card>
        <TypeTabs types={types} current={current} counts={counts} onSelect={setTab} panelId={panelId} />
        <div id={panelId} role="tabpanel" aria-label={`Contacts for ${current}`}>
          {selected.length > 0 && (
            <Chosen aria-label={`Chosen for ${current}`}>
              {selected.map((contact) => (
                <li key={contact.id}>
                  <button type="button" aria-label={`Remove ${contactLabel(contact)}`} onClick={() => toggle(contact)}>
                    {contactLabel(contact)} ×
                  </button>
                </li>
              ))}
            </Chosen>
          )}
          {access?.staff && selected.length > 0 && (
            <StaffLinks aria-label="Prompt tester (staff)">
              <span>Prompt tester:</span>
              {selected.map((contact) => (
                <AppLink
                  key={contact.id}
                  to={paths.customWisdom}
                  onClick={() => dispatch(sessionFieldSet({ key: 'selectedContact', value: contact }))}
                >
                  Test a prompt with {contactLabel(contact)}
                </AppLink>
              ))}
            </StaffLinks>
          )}
          <TextField label="Search contacts" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          {error && <Notice tone="error">{error}</Notice>}
          {contacts === null && !error ? (
            <Loading role="status" aria-label="Loading contacts">
              <Skeleton $height="56px" />
              <Skeleton $height="56px" />
              <Skeleton $height="56px" />
            </Loading>
          ) : shown.length === 0 ? (
            <EmptyState title={wanted ? 'No contact matches' : 'No contacts yet'}>
              {wanted ? 'Try another name or number.' : 'Your contacts appear here once WhatsApp has synced them.'}
            </EmptyState>
          ) : (
            <ContactList contacts={shown} images={images} selected={new Set(selected.map((c) => c.id))} onToggle={toggle} />
          )}
        </div>
        {/* A limit or a missing choice is said beside the buttons, not in a dialog that stops everything. */}
        {problem && (
          <ProblemNotice ref={(node) => node?.scrollIntoView?.({ block: 'nearest' })}>
            <Notice tone="warning" role="alert">
              {problem}
            </Notice>
          </ProblemNotice>
        )}
        <Actions>
          <Button $variant="secondary" onClick={() => navigate(paths.wisdom)}>
            Back
          </Button>
          <Button onClick={goOn}>Next</Button>
        </Actions>
      </Card>
    </Screen>
  );
}
