import { contactLabel, type Contact } from '@app/shared/contracts';
import { Avatar, SelectableItem, SelectableList } from '@app/shared/ui';

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
    <SelectableList aria-label="Contacts">
      {contacts.map((contact) => (
        <li key={contact.id}>
          <SelectableItem type="button" aria-pressed={selected.has(contact.id)} onClick={() => onToggle(contact)}>
            <Avatar name={contactLabel(contact)} src={images[contact.id]} />
            <span>{contactLabel(contact)}</span>
          </SelectableItem>
        </li>
      ))}
    </SelectableList>
  );
}
