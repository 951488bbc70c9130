// npm run readings:samples — remakes docs/readings/: whole readings of the labelled chats, one or more per
// language, written by the offline engine exactly as `npm run insights` prints them (times read as UTC), so
// anyone can judge the engine's writing without running it.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const chats = 'apps/api/test/fixtures/chats';

interface Sample {
  file: string;
  chat: string;
  args: string[];
  about: string;
}

const samples: Sample[] = [
  {
    file: 'looped-drifting.md',
    chat: 'labelled/en-drifting-couple',
    args: ['--type', 'looped'],
    about: 'Looped, English: a couple drifting apart',
  },
  {
    file: 'wisdom-jung-electrician.md',
    chat: 'labelled/en-dave-electrics',
    args: ['--type', 'wisdom', '--wisdom', 'Carl Jung'],
    about: 'Wisdom, Carl Jung, English: an electrician and his client',
  },
  {
    file: 'wisdom-dude-apology.md',
    chat: 'labelled/en-interview-apology',
    args: ['--type', 'wisdom', '--wisdom', 'The Dude'],
    about: 'Wisdom, The Dude, English: a partner’s bad week and an apology that owns it',
  },
  {
    file: 'oracle.md',
    chat: 'labelled/en-too-much',
    args: ['--type', 'oracle', '--birth', '1990-06-15 14:30 London, GB'],
    about: 'Oracle, English: two friends; born 15 June 1990 14:30 in London',
  },
  {
    file: 'looped-pt-mae.md',
    chat: 'labelled/pt-mae-almoco',
    args: ['--type', 'looped', '--language', 'pt'],
    about: 'Looped, Portuguese: a mother and her daughter',
  },
  {
    file: 'wisdom-stoicism-es.md',
    chat: 'labelled/es-boda-caro',
    args: ['--type', 'wisdom', '--wisdom', 'Stoicism', '--language', 'es'],
    about: 'Wisdom, Stoicism, Spanish: a couple before a wedding, a quarrel and its repair',
  },
  {
    file: 'looped-fr-maman.md',
    chat: 'labelled/fr-maman-dimanche',
    args: ['--type', 'looped', '--language', 'fr'],
    about: 'Looped, French: a mother’s reproaches, left open',
  },
  {
    file: 'wisdom-taoism-id.md',
    chat: 'labelled/id-raka-nonton',
    args: ['--type', 'wisdom', '--wisdom', 'Taoism', '--language', 'id'],
    about: 'Wisdom, Taoism, Indonesian: a missed film, sarcasm and an apology',
  },
  {
    file: 'wisdom-rumi-ar.md',
    chat: 'labelled/ar-rahaf-takharroj',
    args: ['--type', 'wisdom', '--wisdom', "Rumi's Mystical Poetry (Sufism)", '--language', 'ar'],
    about: 'Wisdom, Rumi, Arabic: a friend missing a graduation',
  },
  {
    file: 'looped-ar-landlord.md',
    chat: 'labelled/ar-hag-mahmoud-shaqqa',
    args: ['--type', 'looped', '--language', 'ar'],
    about: 'Looped, Arabic: a tenant and her landlord',
  },
  {
    file: 'not-enough.md',
    chat: 'tiny',
    args: ['--type', 'looped', '--me', 'Ana', '--contact', 'Ben'],
    about: 'Looped below the floor: ‘not enough data’',
  },
];

const rows: string[] = [];
for (const sample of samples) {
  const sidecar = `${root}${chats}/${sample.chat}.json`;
  const names = sample.chat.startsWith('labelled/') ? (JSON.parse(readFileSync(sidecar, 'utf8')) as { me: string; contact: string }) : null;
  const args = [
    '--import',
    'tsx',
    'apps/api/src/insights/cli/insights-cli.ts',
    `${chats}/${sample.chat}.txt`,
    ...sample.args,
    ...(names ? ['--me', names.me, '--contact', names.contact] : []),
    '--time-zone',
    'UTC',
  ];
  const reading = execFileSync(process.execPath, args, { cwd: root, env: { ...process.env, TZ: 'UTC' }, encoding: 'utf8' });
  writeFileSync(`${root}docs/readings/${sample.file}`, reading);
  rows.push(`| [${sample.file}](${sample.file}) | \`${sample.chat}.txt\` | ${sample.about} |`);
}

writeFileSync(
  `${root}docs/readings/README.md`,
  `# Sample readings

Made by the offline insight engine (the default; ARCHITECTURE §20) from the chats in
\`apps/api/test/fixtures/chats/\` (most from the labelled corpus, \`labelled/\`), with \`npm run insights\`
(times read as UTC). \`npm run readings:samples\` remakes them all.

| File | Chat | Kind |
|---|---|---|
${rows.join('\n')}

The result pages show the same fields.
`,
);
process.stdout.write(`${samples.length} samples written to docs/readings/\n`);
