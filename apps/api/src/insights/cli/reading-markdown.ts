import type { LoopedInsight, OracleInsight, ResponseValue, WisdomInsight } from '@app/shared/contracts';

/** A reading as Markdown, for the terminal and for the sample readings under docs/. */
function value(v: ResponseValue, depth = 0): string {
  const indent = '  '.repeat(depth);
  if (Array.isArray(v)) {
    const rows = v.filter((item) => item.value !== null && typeof item.value === 'object' && !Array.isArray(item.value));
    if (rows.length === v.length && rows.length > 0) {
      const columns = Object.keys(rows[0]!.value as object);
      const header = `| | ${columns.join(' | ')} |\n|---|${columns.map(() => '---').join('|')}|`;
      const body = rows.map((r) => `| ${r.title} | ${columns.map((c) => String((r.value as Record<string, unknown>)[c])).join(' | ')} |`);
      return `\n${[header, ...body].join('\n')}\n`;
    }
    return v.map((item) => `\n${indent}- **${item.title}**: ${value(item.value, depth + 1)}`).join('');
  }
  if (v !== null && typeof v === 'object')
    return Object.entries(v)
      .map(([k, x]) => `\n${indent}- **${k}**: ${value(x, depth + 1)}`)
      .join('');
  return String(v);
}

const section = (title: string, body: string) => (body.trim() ? `### ${title}\n\n${body.trim()}\n` : '');
const bullets = (items: string[]) => items.map((i) => `- ${i}`).join('\n');

export function wisdomMarkdown(w: WisdomInsight): string {
  if (!w.insight) return `## ${w.wisdomTitle}\n\n${w.error ?? ''}\n`;
  const i = w.insight;
  return [
    `## ${w.wisdomTitle}`,
    section('Wisdom', i.Wisdom ?? ''),
    section('Summary', i.Summary ?? ''),
    section('Book Recommendation', bullets(i['Book Recommendation'] ?? [])),
    section('Full Analysis', value(i['Guideline Responses'] ?? [])),
    section('Actions You Can Take', bullets(i['Action Item'] ?? [])),
    section('Immediate Action Item', i['Immediate Action Item'] ?? ''),
    section('Research Backed Quote', i['Research Backed Quote'] ?? ''),
    section('Analysis Responses', value(i['Analysis Responses'] ?? [])),
  ].join('\n');
}

export function loopedMarkdown(l: LoopedInsight): string {
  return [
    `## ${l.title}`,
    l.narrative,
    section('Themes Detected', bullets(l.themes_detected)),
    section('Evidence Quotes', bullets(l.evidence_quotes)),
    section('Emotional Summary', l.emotional_summary),
    section('Wisdom Track Suggestions', bullets(l.wisdom_track_suggestions)),
    section('Closing Reflection', l.closing_reflection),
    `Confidence Score: ${l.confidence_score}/10`,
  ].join('\n\n');
}

export function oracleMarkdown(o: OracleInsight): string {
  return [
    section('Akashic Guidance', o.akashic_guidance),
    section('Mirror Portal', o.mirror_portal),
    section('Unified Oracle Reflections', bullets(o.oracle_reflection)),
    section('Spiritual Guidance', o.spiritual_guide),
    section('Vibe Type', o.vibe_type),
    section('Daily Actions', bullets(Object.entries(o.daily_actions).map(([k, v]) => `**${k}**: ${v}`))),
    section('Lucky Number', String(o.lucky_number ?? 'N/A')),
    section('Power Color', `${o.power_color} (${o.power_color_hash})`),
    section('Affirmations', bullets(Array.isArray(o.affirmation) ? o.affirmation : [o.affirmation])),
    section('Ritual Suggestion', o.ritual_suggestion),
  ].join('\n');
}
