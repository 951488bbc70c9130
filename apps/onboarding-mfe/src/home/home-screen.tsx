import { selectUserName, useAppSelector } from '@app/shared/session';
import { Screen } from '@app/shared/ui';

export default function HomeScreen() {
  const name = useAppSelector(selectUserName);
  return (
    <Screen title={name ? `Welcome, ${name}!` : 'Welcome!'}>
      <p>Your WhatsApp is linked. You will soon receive a message from our chatbot on WhatsApp.</p>
    </Screen>
  );
}
