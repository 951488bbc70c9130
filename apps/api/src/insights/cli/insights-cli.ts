// npm run insights -- <chat.txt> --type wisdom|looped|oracle [--wisdom Stoicism] [--language es]
//   [--birth '1990-06-15 14:30 London, GB'] [--me Ada] [--contact Sam] [--format md|json] [--time-zone Europe/Lisbon]
// npm run insights -- <chat.txt> --facts [--me Ada] [--contact Sam]
// npm run insights -- <chat.txt> --replay daily|weekly|<hours> --min <n> --type … [--format json|md]
// Reads a chat exported with WhatsApp's "Export chat" (without media) and prints the reading, or, with
// --facts, the engine's conclusions about the conversation as JSON, or, with --replay, every delivery a
// schedule of this contact would have made, through the server's own scheduler (replay.ts).
import { companionLanguages, defaultMinimumMessages, minimumMessageOptions, wisdoms, type CompanionLanguage } from '@app/shared/catalogue';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { conversationFacts } from '../analysis/conversation-facts.ts';
import { factsSummary } from '../analysis/facts-summary.ts';
import { contactFromFileName, parseChatExport, toConversation } from '../chat-export/chat-export.ts';
import { locales } from '../i18n/catalogue.ts';
import type { InsightRequest } from '../insight-engine.ts';
import { createOfflineEngine } from '../offline/offline-engine.ts';
import { parseBirth } from './birth-argument.ts';
import { loopedMarkdown, oracleMarkdown, wisdomMarkdown } from './reading-markdown.ts';
import { replay } from './replay.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    type: { type: 'string', default: 'wisdom' },
    wisdom: { type: 'string', default: 'Stoicism' },
    language: { type: 'string', default: 'en' },
    birth: { type: 'string' },
    me: { type: 'string' },
    contact: { type: 'string' },
    format: { type: 'string', default: 'md' },
    'time-zone': { type: 'string', default: Intl.DateTimeFormat().resolvedOptions().timeZone },
    facts: { type: 'boolean', default: false },
    replay: { type: 'string' },
    min: { type: 'string', default: String(defaultMinimumMessages) },
  },
});

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const [file] = positionals;
if (!file) fail('Usage: npm run insights -- <chat.txt> --type wisdom|looped|oracle [--wisdom Stoicism] [--language es] [--birth ...]');
const type = values.type;
if (!['wisdom', 'looped', 'oracle'].includes(type)) fail(`--type is wisdom, looped or oracle, not '${type}'`);
const language: CompanionLanguage | undefined = companionLanguages.find(
  (l) => l.toLowerCase() === values.language.toLowerCase() || locales[l] === values.language.toLowerCase(),
);
if (!language) fail(`--language is one of ${companionLanguages.map((l) => locales[l]).join(', ')}`);
if (type === 'wisdom' && !wisdoms.some((w) => w.title === values.wisdom))
  fail(`--wisdom is one of: ${wisdoms.map((w) => w.title).join(', ')}`);
if (type === 'oracle' && !values.birth && !values.facts) fail("--type oracle needs --birth 'YYYY-MM-DD [HH:MM] City[, CC]'");

try {
  const chat = toConversation(parseChatExport(readFileSync(file, 'utf8')), {
    me: values.me,
    contact: values.contact ?? contactFromFileName(file),
  });
  if (values.facts) {
    const names = { me: chat.me, contact: chat.contact };
    const facts = await conversationFacts({ messages: chat.messages, ...names, contactName: chat.contact, timeZone: values['time-zone'] });
    process.stdout.write(`${JSON.stringify(factsSummary(facts, names, values['time-zone']), null, 2)}\n`);
    process.exit(0);
  }
  if (values.replay !== undefined) {
    const hours = { daily: 24, weekly: 168 }[values.replay] ?? Number(values.replay);
    if (!(hours > 0)) fail(`--replay is daily, weekly or a number of hours, not '${values.replay}'`);
    const minimum = Number(values.min);
    if (!minimumMessageOptions.some((o) => o.value === minimum))
      fail(`--min is one of ${minimumMessageOptions.map((o) => o.value).join(', ')}`);
    const replayed = await replay({
      messages: chat.messages,
      me: chat.me,
      contact: chat.contact,
      type: type === 'wisdom' ? 'Wisdom' : type === 'looped' ? 'Looped' : 'Astrology',
      wisdoms: [values.wisdom],
      birth: type === 'oracle' ? parseBirth(values.birth!, chat.me) : null,
      language,
      intervalHours: hours,
      minimum,
      timeZone: values['time-zone'],
      engine: createOfflineEngine(),
    });
    if (values.format === 'json') process.stdout.write(`${JSON.stringify(replayed, null, 2)}\n`);
    else
      for (const run of replayed.runs.filter((r) => r.delivered))
        process.stdout.write(
          `# ${run.at}: ${run.newMessages} new messages\n\n${run.readings
            .map((r) => ('wisdomTitle' in r ? wisdomMarkdown(r) : 'narrative' in r ? loopedMarkdown(r) : oracleMarkdown(r)))
            .join('\n\n')}\n\n`,
        );
    process.exit(0);
  }
  const conversation = { contactId: 'contact@s.whatsapp.net', contactName: chat.contact, messages: chat.messages };
  const request: InsightRequest = {
    userName: chat.me,
    language,
    companionWisdom: type === 'wisdom' ? values.wisdom : null,
    at: chat.messages.at(-1)?.at ?? Date.now(),
    timeZone: values['time-zone'],
    wisdom: type === 'wisdom' ? { wisdoms: [values.wisdom], conversations: [conversation] } : null,
    looped: type === 'looped' ? { conversation } : null,
    astrology: type === 'oracle' ? { birth: parseBirth(values.birth!, chat.me), conversations: [conversation] } : null,
  };
  const set = await createOfflineEngine().generate(request);
  const reading = set.wisdom[0]?.insights[0] ?? set.looped[0]?.insight ?? set.astrology[0]?.insight;
  if (values.format === 'json') process.stdout.write(`${JSON.stringify({ ...set }, null, 2)}\n`);
  else {
    const body =
      type === 'wisdom'
        ? wisdomMarkdown(set.wisdom[0]!.insights[0]!)
        : type === 'looped'
          ? loopedMarkdown(set.looped[0]!.insight)
          : oracleMarkdown(set.astrology[0]!.insight);
    process.stdout.write(`# ${type} reading: ${chat.me} and ${chat.contact} (${chat.messages.length} messages)\n\n${body}\n`);
    if (set.traits.length > 0) process.stdout.write(`\n### Traits\n\n${set.traits.map((x) => `- ${x}`).join('\n')}\n`);
    if (set.events.length > 0) process.stdout.write(`\n### Events\n\n${set.events.map((x) => `- ${x}`).join('\n')}\n`);
  }
  if (!reading) fail('No reading was made.');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
