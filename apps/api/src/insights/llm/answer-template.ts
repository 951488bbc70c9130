const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
const at = (path: string) => path || 'the answer';
const described = (kind: string) => (kind === 'array' ? 'a list' : kind === 'object' ? 'an object' : `a ${kind}`);

/**
 * Where `answer` departs from the JSON template the model was asked to fill, or null when it follows
 * it: every key of a template object is there (extra keys are fine), and each value is of the
 * template's kind — object, list (each item like the template's first), text, number or yes/no. A
 * null in the template accepts anything.
 */
export function templateMismatch(template: unknown, answer: unknown, path = ''): string | null {
  if (template === null) return null;
  const want = kindOf(template);
  if (kindOf(answer) !== want) return `${at(path)} should be ${described(want)}, not ${kindOf(answer)}`;
  if (Array.isArray(template)) {
    if (template.length === 0) return null;
    const items = answer as unknown[];
    for (let i = 0; i < items.length; i += 1) {
      const problem = templateMismatch(template[0], items[i], `${path}[${i}]`);
      if (problem) return problem;
    }
    return null;
  }
  if (want !== 'object') return null;
  const given = answer as Record<string, unknown>;
  for (const [key, value] of Object.entries(template as Record<string, unknown>)) {
    const inner = path ? `${path}.${key}` : key;
    if (!Object.hasOwn(given, key)) return `${inner} is missing`;
    const problem = templateMismatch(value, given[key], inner);
    if (problem) return problem;
  }
  return null;
}
