import { Button } from '@app/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CompanionLanguageModal } from './companion-language-modal.tsx';
import { CompanionWisdomModal } from './companion-wisdom-modal.tsx';

/** The two buttons as equal columns side by side, or stacked full width on a phone. */
const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

/** 'Change Companion's Wisdom' and 'Change Companion's Language', each opening its modal. */
export function CompanionButtons() {
  const [open, setOpen] = useState<'none' | 'wisdom' | 'language'>('none');
  const close = () => setOpen('none');
  return (
    <Row>
      <Button $variant="secondary" onClick={() => setOpen('wisdom')}>
        Change Companion&apos;s Wisdom
      </Button>
      <Button $variant="secondary" onClick={() => setOpen('language')}>
        Change Companion&apos;s Language
      </Button>
      {open === 'wisdom' && <CompanionWisdomModal onClose={close} />}
      {open === 'language' && <CompanionLanguageModal onClose={close} />}
    </Row>
  );
}
