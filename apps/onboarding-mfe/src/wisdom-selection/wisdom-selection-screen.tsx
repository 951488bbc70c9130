import { Screen } from '@app/shared/ui';
import { CompanionButtons } from '../companion/companion-buttons.tsx';

// The insight choices (types, philosophies, birth details) arrive with their own issue; the companion
// settings are in place. See the README's status table.
export default function WisdomSelectionScreen() {
  return (
    <Screen title="Choose your insights">
      <CompanionButtons />
    </Screen>
  );
}
