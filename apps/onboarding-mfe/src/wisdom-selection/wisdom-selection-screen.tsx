import { paths, useAppNavigation } from '@app/shared/host';
import { selectSession, useAppSelector } from '@app/shared/session';
import { Button, Card, MessageModal, Screen } from '@app/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CompanionButtons } from '../companion/companion-buttons.tsx';
import { BirthDetailsForm } from './birth-details-form.tsx';
import { selectionProblem } from './selection-rules.ts';
import { TypeChips } from './type-chips.tsx';
import { WisdomList } from './wisdom-list.tsx';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/**
 * Next stays at hand at the bottom of the screen, on a bar of its own: the lists scroll up from under it, and
 * at the end of the page the bar sits after the last card, so nothing is left beneath it.
 */
const Floating = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  justify-content: flex-end;
  margin: ${({ theme }) => theme.space(5)} -${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

/** `/wisdom` (docs/product.md §2): the kinds of insight, the philosophies and the birth details; next checks them. */
export default function WisdomSelectionScreen() {
  const session = useAppSelector(selectSession);
  const { navigate } = useAppNavigation();
  const [problem, setProblem] = useState<string | null>(null);
  const [markMissing, setMarkMissing] = useState(false);
  const { selectedTypes } = session;
  const anyType = selectedTypes.Wisdom || selectedTypes.Looped || selectedTypes.Astrology;

  const next = () => {
    const found = selectionProblem(session);
    setMarkMissing(true);
    if (found) setProblem(found);
    else navigate(paths.contacts);
  };

  return (
    <Screen title="Choose your insights" lead="Pick the kinds of insight you want; you choose the people they are about next.">
      <Sections>
        <Card aria-labelledby="kinds">
          <h2 id="kinds">Kinds of insight</h2>
          <TypeChips />
        </Card>
        {selectedTypes.Wisdom && (
          <Card aria-labelledby="philosophies">
            <h2 id="philosophies">Philosophies ({session.selectedWisdomWisdoms.length} chosen)</h2>
            <WisdomList />
          </Card>
        )}
        {selectedTypes.Astrology && (
          <Card aria-labelledby="birth-details">
            <h2 id="birth-details">Birth details</h2>
            <BirthDetailsForm markMissing={markMissing} />
          </Card>
        )}
        <Card aria-labelledby="companion">
          <h2 id="companion">Your companion</h2>
          <CompanionButtons />
        </Card>
      </Sections>
      <Floating>
        <Button disabled={!anyType} onClick={next}>
          Next
        </Button>
      </Floating>
      {problem && <MessageModal error message={problem} onClose={() => setProblem(null)} />}
    </Screen>
  );
}
