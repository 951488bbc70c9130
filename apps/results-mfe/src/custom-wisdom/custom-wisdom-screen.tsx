import { wisdomTitles } from '@app/shared/catalogue';
import {
  assembleCustomPrompt,
  contactLabel,
  customWisdomWindowMs,
  defaultCustomSystemPrompt,
  defaultGuidancePrompt,
  defaultJsonTemplate,
  type GenerateCustomWisdomAck,
} from '@app/shared/contracts';
import { paths, useAppNavigation, useStaffAccess } from '@app/shared/host';
import { selectSession, useAppSelector } from '@app/shared/session';
import { useEmitWithAck } from '@app/shared/socket';
import { Button, Card, Field, FormMessage, Notice, PageSpinner, Screen, Select, useTimedMessage } from '@app/shared/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { JsonTree } from './json-tree.tsx';
import { PromptField } from './prompt-field.tsx';
import { firstProblem, type TesterDraft } from './tester-checks.ts';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: space-between;
`;

const Preview = styled.pre`
  margin: 0;
  max-height: 70vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const ErrorJson = styled(Preview)`
  border-color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The model may take a while, and a refused answer is asked for once more. */
const answerTimeoutMs = 180_000;

/** docs/product.md §9: the chat window is the last 3 hours before `end`. */
const windowEndingAt = (end: number) => ({
  startTime: new Date(end - customWisdomWindowMs).toISOString(),
  endTime: new Date(end).toISOString(),
});
const now = () => Date.now();

type Outcome = { insight: unknown } | { error: unknown } | null;

/**
 * '/custom-Wisdom', the staff prompt tester (docs/product.md §2): prompts for one contact and one
 * wisdom, previewed as the model gets them, answered from the last 3 hours of chat. The server decides
 * who is staff, on this page and again on every call.
 */
export default function CustomWisdomScreen() {
  const { selectedContact, userId, name, selectedWisdomWisdoms } = useAppSelector(selectSession);
  const { navigate } = useAppNavigation();
  const access = useStaffAccess();
  const emitWithAck = useEmitWithAck();
  const [draft, setDraft] = useState<TesterDraft>(() => ({
    wisdom: selectedWisdomWisdoms[0]?.title ?? '',
    systemPrompt: defaultCustomSystemPrompt,
    guidancePrompt: defaultGuidancePrompt,
    jsonPrompt: defaultJsonTemplate,
  }));
  /** When the full prompt was opened (its chat window ends then), or null while editing. */
  const [previewAt, setPreviewAt] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { message, show } = useTimedMessage();
  const responseHeading = useRef<HTMLHeadingElement>(null);
  const allowed = Boolean(selectedContact) && access?.staff !== false;

  useEffect(() => {
    if (!allowed) navigate(paths.contacts, { replace: true });
  }, [allowed, navigate]);
  // The answer lands below the form: take the reader (and a screen reader) to it.
  useEffect(() => {
    if (outcome) responseHeading.current?.focus();
  }, [outcome]);
  if (!allowed || !access || !selectedContact) return <PageSpinner label="Loading the prompt tester" />;

  const contactName = contactLabel(selectedContact);
  const set = (key: keyof TesterDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async () => {
    const problem = firstProblem(draft);
    if (problem) return show(problem);
    setBusy(true);
    setOutcome(null);
    try {
      const answer: GenerateCustomWisdomAck = await emitWithAck(
        'generate-custom-wisdom',
        { userId: userId ?? '', contact: selectedContact.id, name: contactName, ...draft, ...windowEndingAt(now()) },
        answerTimeoutMs,
      );
      setOutcome('insight' in answer ? { insight: answer.insight } : { error: answer.message });
    } catch {
      setOutcome({ error: 'The server did not answer. Check your connection and try again.' });
    } finally {
      setBusy(false);
    }
  };

  const prompt =
    previewAt === null
      ? null
      : assembleCustomPrompt(
          { ...draft, wisdom: draft.wisdom || '(no wisdom selected)', userName: name ?? '', contactName, ...windowEndingAt(previewAt) },
          { nonce: '<nonce>', lines: [`(your messages with ${contactName} from the last 3 hours, one JSON line each)`] },
        );
  return (
    <Screen title="Custom Wisdom Tester" lead={`Prompts for ${contactName}, read against your messages of the last 3 hours.`}>
      <Stack>
        <div>
          <Button $variant="secondary" onClick={() => navigate(paths.contacts)}>
            Back
          </Button>
        </div>
        {!access.llm && (
          <Notice tone="warning">
            No language model is configured, so the tester cannot answer. Set LLM_BASE_URL and LLM_MODEL as the README's Configuration
            explains, then restart the server.
          </Notice>
        )}
        <Card aria-label="Prompts">
          <Stack>
            <Field label="Wisdom">
              {(control) => (
                <Select {...control} value={draft.wisdom} onChange={(e) => set('wisdom')(e.target.value)}>
                  <option value="">Select a wisdom</option>
                  {wisdomTitles.map((title) => (
                    <option key={title} value={title}>
                      {title}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <div>
              <Button
                $variant="secondary"
                aria-pressed={prompt !== null}
                onClick={() => setPreviewAt((at) => (at === null ? now() : null))}
              >
                {prompt ? 'Hide Full Prompt' : 'Show Full Prompt'}
              </Button>
            </div>
            {prompt ? (
              <section aria-labelledby="tester-full-prompt">
                <h2 id="tester-full-prompt">Full prompt</h2>
                <h3>System</h3>
                <Preview>{prompt.system}</Preview>
                <h3>User</h3>
                <Preview>{prompt.user}</Preview>
              </section>
            ) : (
              <>
                <PromptField
                  label="System prompt"
                  value={draft.systemPrompt}
                  onChange={set('systemPrompt')}
                  defaultValue={defaultCustomSystemPrompt}
                />
                <PromptField
                  label="Guidance"
                  value={draft.guidancePrompt}
                  onChange={set('guidancePrompt')}
                  defaultValue={defaultGuidancePrompt}
                />
                <PromptField
                  label="JSON response"
                  value={draft.jsonPrompt}
                  onChange={set('jsonPrompt')}
                  defaultValue={defaultJsonTemplate}
                  rows={12}
                />
              </>
            )}
            <FormMessage message={message} />
            <Row>
              <Button busy={busy} onClick={() => void submit()}>
                {busy ? 'getting response ...' : 'Get Custom Wisdom'}
              </Button>
            </Row>
          </Stack>
        </Card>
        {outcome && (
          <Card aria-labelledby="tester-response">
            <h2 id="tester-response" ref={responseHeading} tabIndex={-1}>
              Response
            </h2>
            {'insight' in outcome ? (
              <JsonTree value={outcome.insight} label="The model's answer" />
            ) : (
              <ErrorJson role="alert">{JSON.stringify(outcome.error, null, 2)}</ErrorJson>
            )}
          </Card>
        )}
      </Stack>
    </Screen>
  );
}
