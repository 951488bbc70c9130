import { Screen } from '@app/shared/ui';

// The screen's behaviour arrives with its own issue; see the README's status table.
export default function ContactsScreen() {
  return <Screen title="Contacts" />;
}
