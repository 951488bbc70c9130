import { OlderResultPage } from './older-result-page.tsx';

/** '/wisdom-result/{id}' (legacy) and '/wisdom-result/v0-2/wisdom/{id}': an older Wisdom result; a Looped one goes home. */
export default function LegacyWisdomResultScreen() {
  return <OlderResultPage looped={false} />;
}
