import type { ResponseItem, ResponseValue } from '@app/shared/contracts';
import styled from 'styled-components';
import { EvidenceQuote } from './evidence-quote.tsx';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`;
const Items = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  > div > strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

type Row = ResponseItem & { value: Record<string, string | number | boolean | null> };
const isRow = (item: ResponseItem): item is Row =>
  item.value !== null &&
  typeof item.value === 'object' &&
  !Array.isArray(item.value) &&
  Object.values(item.value).every((v) => v === null || typeof v !== 'object');

/** Rows whose values name the same columns: a table (the engine's "at a glance"). */
function RowsTable({ rows, caption }: { rows: Row[]; caption?: string }) {
  const columns = Object.keys(rows[0]!.value);
  return (
    <Table aria-label={caption}>
      <thead>
        <tr>
          <td />
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.title}>
            <th scope="row">{r.title}</th>
            {columns.map((c) => (
              <td key={c}>{String(r.value[c] ?? '')}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** A response value as the result pages show it: text, a table, nested title/value pairs, a quoted message. */
export function ResponseValueView({ value, title }: { value: ResponseValue; title?: string }) {
  if (value === null) return null;
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isRow)) return <RowsTable rows={value} caption={title} />;
    return (
      <Items>
        {value.map((item, i) =>
          item.title === '💬 Original Message' && typeof item.value === 'string' ? (
            <EvidenceQuote key={i} text={item.value} />
          ) : (
            <div key={i}>
              <strong>{item.title}</strong>
              <ResponseValueView value={item.value} title={item.title} />
            </div>
          ),
        )}
      </Items>
    );
  }
  if (typeof value === 'object')
    return <ResponseValueView value={Object.entries(value).map(([k, v]) => ({ title: k, value: v }))} title={title} />;
  return <p>{String(value)}</p>;
}
