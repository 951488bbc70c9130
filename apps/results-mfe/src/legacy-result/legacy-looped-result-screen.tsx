import { OlderResultPage } from './older-result-page.tsx';

/** '/wisdom-result/v0-2/looped/{id}': an older Looped result; one that is not Looped goes home. */
export default function LegacyLoopedResultScreen() {
  return <OlderResultPage looped />;
}
