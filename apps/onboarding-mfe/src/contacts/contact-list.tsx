import type { Contact } from '@app/shared/contracts';
import { Avatar } from '@app/shared/ui';
import styled from 'styled-components';
import { contactLabel } from './contact-label.ts';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-height: min(60vh, 560px);
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  overflow: auto;
  list-style: none;
`;

const Item = styled.button`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  &[aria-pressed='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** The contacts to choose from, each a toggle with its picture (or initials) and name. */
export function ContactList({
  contacts,
  images,
  selected,
  onToggle,
}: {
  contacts: Contact[];
  images: Record<string, string>;
  selected: Set<string>;
  onToggle: (contact: Contact) => void;
}) {
  return (
    <List aria-label="Contacts">
      {contacts.map((contact) => (
        <li key={contact.id}>
          <Item type="button" aria-pressed={selected.has(contact.id)} onClick={() => onToggle(contact)}>
            <Avatar name={contactLabel(contact)} src={images[contact.id]} />
            <span>{contactLabel(contact)}</span>
          </Item>
        </li>
      ))}
    </List>
  );
}
