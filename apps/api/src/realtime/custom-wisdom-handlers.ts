import { assembleCustomPrompt, contactLabel, customWisdomWindowMs, type GenerateCustomWisdomAck } from '@app/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { CustomAnswerRefused, type CustomWisdomWriter } from '../insights/llm/custom-wisdom-writer.ts';
import { chatBlock } from '../insights/llm/llm-prompt.ts';
import { spend, type LimiterFactory } from '../lib/limiters.ts';
import type { StaffList } from '../staff/staff-list.ts';
import type { RecentMessages } from '../whatsapp/recent-messages.ts';
import { onEvent } from './on-event.ts';
import type { AppSocketServer } from './socket-types.ts';

export const customWisdomMessages = {
  notStaff: 'The prompt tester is for staff only.',
  noLlm:
    "The prompt tester needs a language model, and none is configured. Set LLM_BASE_URL and LLM_MODEL (see the README's Configuration) and restart the server.",
  tooMany: 'You asked the model many times in a short time. Please try again in a few minutes.',
  notAnObject: 'The JSON response must be a JSON object, such as the default one.',
  notJson: (detail: string) => `The JSON response is not valid JSON: ${detail}`,
  window: 'The chat window must lie within the last 3 hours.',
  noMessages: (name: string) => `No messages with ${name} in the last 3 hours. Write to each other, then try again.`,
  failed: 'The model could not answer.',
} as const;

export interface CustomWisdomDeps {
  staff: StaffList;
  /** Absent when no language model is configured. */
  writer: CustomWisdomWriter | undefined;
  recent: RecentMessages;
  limiter: LimiterFactory;
  now: () => number;
  log: FastifyBaseLogger;
}

function parseTemplate(text: string): Record<string, unknown> | string {
  try {
    const template: unknown = JSON.parse(text);
    return typeof template === 'object' && template !== null && !Array.isArray(template)
      ? (template as Record<string, unknown>)
      : customWisdomMessages.notAnObject;
  } catch (error) {
    return customWisdomMessages.notJson(error instanceof Error ? error.message : String(error));
  }
}

/**
 * 'generate-custom-wisdom' (the staff tester, docs/product.md §2): staff only, asked of the account on
 * every call; the messages with the contact from the requested window, clamped to the last 3 hours by
 * the server's clock; the prompt assembled as the tester previews it; the model's JSON object back.
 */
export function registerCustomWisdomHandlers(io: AppSocketServer, deps: CustomWisdomDeps): void {
  const limit = deps.limiter({ name: 'custom-wisdom', points: 20, windowSeconds: 600 });
  io.on('connection', (socket) => {
    const { userId } = socket.data;
    onEvent(
      socket,
      'generate-custom-wisdom',
      async (request, ack) => {
        const refuse = (message: unknown) => ack({ status: 'error', message } satisfies GenerateCustomWisdomAck);
        const staffMember = await deps.staff.staffMember(userId);
        if (!staffMember) return refuse(customWisdomMessages.notStaff);
        if (!deps.writer) return refuse(customWisdomMessages.noLlm);
        const template = parseTemplate(request.jsonPrompt);
        if (typeof template === 'string') return refuse(template);
        const now = deps.now();
        const start = Math.max(Date.parse(request.startTime), now - customWisdomWindowMs);
        const end = Math.min(Date.parse(request.endTime), now);
        if (start >= end) return refuse(customWisdomMessages.window);
        const contactName = contactLabel({ id: request.contact, name: request.name });
        const messages = deps.recent.of(userId, request.contact).filter((m) => m.at >= start && m.at <= end);
        if (messages.length === 0) return refuse(customWisdomMessages.noMessages(contactName));
        if ((await spend(limit, userId)) > 0) return refuse(customWisdomMessages.tooMany);

        const userName = staffMember.name;
        const prompt = assembleCustomPrompt(
          {
            ...request,
            userName,
            contactName,
            startTime: new Date(start).toISOString(),
            endTime: new Date(end).toISOString(),
          },
          chatBlock(messages, userName, contactName),
        );
        try {
          return ack({ insight: await deps.writer.write(prompt, template) });
        } catch (error) {
          if (!(error instanceof CustomAnswerRefused)) throw error;
          deps.log.warn({ model: deps.writer.model, reason: error.reason }, 'custom wisdom answer refused');
          return refuse({ error: customWisdomMessages.failed, reason: error.reason, model: deps.writer.model, answer: error.answer });
        }
      },
      deps.log,
    );
  });
}
