import {
  customTesterMessages,
  defaultGuidancePrompt,
  defaultJsonTemplate,
  type GenerateCustomWisdomAck,
  type GenerateCustomWisdomPayload,
} from '@app/shared/contracts';
import type { SessionState } from '@app/shared/session';
import { renderWithProviders } from '@app/shared/testing';
import { answerApi } from '@app/shared/testing/api-server';
import { connectedPairPerTest } from '@app/shared/testing/socket-server';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import CustomWisdomScreen from './custom-wisdom-screen.tsx';

const socket = connectedPairPerTest();
const robin = { id: '447700912345@s.whatsapp.net', name: 'Robin' };
let asked: GenerateCustomWisdomPayload[];
let answer: Promise<GenerateCustomWisdomAck>;

beforeEach(() => {
  asked = [];
  socket.serverSide.on('generate-custom-wisdom', (payload, ack) => {
    asked.push(payload);
    void answer.then(ack);
  });
});

function renderTester(session: Partial<SessionState> = {}, access = { staff: true, llm: true }, fakeTime = false) {
  answerApi({ '/api/staff/access': [{ status: 200, body: access }] });
  const rendered = renderWithProviders(<CustomWisdomScreen />, {
    socket: socket.client,
    pathname: '/custom-Wisdom',
    session: { authenticatedUser: true, whatsappConnected: true, userId: 'u1', name: 'Ada', selectedContact: robin, ...session },
  });
  return { ...rendered, user: userEvent.setup(fakeTime ? { advanceTimers: vi.advanceTimersByTime } : {}) };
}

const tester = () => screen.findByRole('heading', { name: 'Custom Wisdom Tester' });
const box = (name: string) => screen.getByRole('textbox', { name });

describe('/custom-Wisdom, the staff prompt tester', () => {
  it('sends a person without a selected contact, or whom the server does not call staff, to /contacts', async () => {
    const first = renderTester({ selectedContact: null });
    expect(first.navigations).toEqual([{ to: '/contacts', replace: true }]);
    first.unmount();
    const second = renderTester({}, { staff: false, llm: false });
    await waitFor(() => expect(second.navigations).toEqual([{ to: '/contacts', replace: true }]));
    expect(screen.queryByRole('heading', { name: 'Custom Wisdom Tester' })).toBeNull();
  });

  it('checks in the product order, each message for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderTester({}, undefined, true);
    await tester();
    const get = () => user.click(screen.getByRole('button', { name: 'Get Custom Wisdom' }));
    await user.click(screen.getByRole('button', { name: 'Clear system prompt' }));
    await user.click(screen.getByRole('button', { name: 'Clear guidance' }));
    await user.click(screen.getByRole('button', { name: 'Clear json response' }));
    await get();
    expect(screen.getByRole('status')).toHaveTextContent(customTesterMessages.systemPrompt);
    await user.type(box('System prompt'), 'Be brief.');
    await get();
    expect(screen.getByRole('status')).toHaveTextContent(customTesterMessages.wisdom);
    await user.selectOptions(screen.getByLabelText('Wisdom'), 'Taoism');
    await get();
    expect(screen.getByRole('status')).toHaveTextContent(customTesterMessages.prompt);
    await user.click(screen.getByRole('button', { name: 'Default guidance' }));
    expect(box('Guidance')).toHaveValue(defaultGuidancePrompt);
    await get();
    expect(screen.getByRole('status')).toHaveTextContent(customTesterMessages.json);
    expect(asked).toEqual([]);

    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByRole('status')).toHaveTextContent(customTesterMessages.json);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the full prompt as the model gets it instead of the fields, and back, keeping the edits', async () => {
    const { user } = renderTester({ selectedWisdomWisdoms: [{ id: 1, title: 'Stoicism', content: '' }] });
    await tester();
    expect(screen.getByLabelText('Wisdom')).toHaveDisplayValue('Stoicism');
    await user.clear(box('Guidance'));
    await user.type(box('Guidance'), 'Read it as Epictetus would.');
    await user.click(screen.getByRole('button', { name: 'Show Full Prompt' }));
    const preview = screen.getByRole('region', { name: 'Full prompt' });
    expect(preview).toHaveTextContent('Wisdom: Stoicism');
    expect(preview).toHaveTextContent('The other person: Robin');
    expect(preview).toHaveTextContent('Read it as Epictetus would.');
    expect(preview).toHaveTextContent('"wisdom_techniques"');
    expect(screen.queryByRole('textbox', { name: 'Guidance' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide Full Prompt' }));
    expect(box('Guidance')).toHaveValue('Read it as Epictetus would.');
  });

  it("asks for the contact's last 3 hours, says it is waiting, and shows the answer as a tree whose branches fold", async () => {
    let release!: (a: GenerateCustomWisdomAck) => void;
    answer = new Promise((resolve) => (release = resolve));
    const { user } = renderTester();
    await tester();
    await user.selectOptions(screen.getByLabelText('Wisdom'), 'Taoism');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Get Custom Wisdom' }));
    expect(await screen.findByRole('button', { name: 'getting response ...' })).toBeDisabled();
    await waitFor(() => expect(asked).toHaveLength(1));
    const sent = asked[0]!;
    expect(sent).toMatchObject({ userId: 'u1', contact: robin.id, name: 'Robin', wisdom: 'Taoism', jsonPrompt: defaultJsonTemplate });
    const end = Date.parse(sent.endTime);
    expect(end).toBeGreaterThanOrEqual(before - 1000);
    expect(end - Date.parse(sent.startTime)).toBe(3 * 3_600_000);

    release({ insight: { meta: { user: 'Ada', other_person: 'Robin' }, analysis: { key_quotes: ['Are you free tonight?'] } } });
    await screen.findByRole('list', { name: "The model's answer" });
    // Expand all and Collapse all build the tree anew: look it up each time.
    const tree = () => screen.getByRole('list', { name: "The model's answer" });
    expect(within(tree()).getByText('Robin')).toBeVisible();
    expect(within(tree()).getByText('Are you free tonight?')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Get Custom Wisdom' })).toBeEnabled();

    // Each branch is a native disclosure (the journey folds one from the keyboard).
    const meta = within(tree()).getByText('meta').closest('summary')!;
    await user.click(meta);
    expect(within(tree()).getByText('Robin')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(within(tree()).getByText('Robin')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(within(tree()).getByText('meta')).toBeVisible();
    expect(within(tree()).getByText('Robin')).not.toBeVisible();
  });

  it('shows a refusal as JSON in red, and says up front when the server has no language model', async () => {
    answer = Promise.resolve({ status: 'error', message: { error: 'The model could not answer.', reason: 'the model timed out' } });
    const { user } = renderTester({}, { staff: true, llm: false });
    await tester();
    expect(screen.getByText(/No language model is configured/)).toHaveTextContent('LLM_BASE_URL and LLM_MODEL');
    await user.selectOptions(screen.getByLabelText('Wisdom'), 'Taoism');
    await user.click(screen.getByRole('button', { name: 'Get Custom Wisdom' }));
    const alert = await screen.findByRole('alert');
    expect(JSON.parse(alert.textContent ?? '')).toEqual({ error: 'The model could not answer.', reason: 'the model timed out' });
  });
});
