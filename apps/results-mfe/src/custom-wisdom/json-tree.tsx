import { Button } from '@app/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';

const Tree = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(4)};
    border-left: 1px solid ${({ theme }) => theme.colors.border};
    list-style: none;
  }
  li {
    margin: ${({ theme }) => theme.space(1)} 0;
  }
  summary {
    min-height: 32px;
    padding: ${({ theme }) => theme.space(1)} 0;
    cursor: pointer;
  }
`;

const Key = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Size = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.span`
  white-space: pre-wrap;
`;

const Tools = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const isBranch = (value: unknown): value is object => typeof value === 'object' && value !== null;
const entriesOf = (value: object): [string, unknown][] =>
  Array.isArray(value) ? value.map((item, i): [string, unknown] => [String(i + 1), item]) : Object.entries(value);

function Node({ name, value, open, depth }: { name: string; value: unknown; open: (depth: number) => boolean; depth: number }) {
  if (!isBranch(value))
    return (
      <li>
        <Key>{name}:</Key> <Value>{typeof value === 'string' ? value : JSON.stringify(value)}</Value>
      </li>
    );
  const entries = entriesOf(value);
  return (
    <li>
      <details open={open(depth)}>
        <summary>
          <Key>{name}</Key>{' '}
          <Size>
            {entries.length} {Array.isArray(value) ? (entries.length === 1 ? 'item' : 'items') : entries.length === 1 ? 'key' : 'keys'}
          </Size>
        </summary>
        <ul>
          {entries.map(([key, item]) => (
            <Node key={key} name={key} value={item} open={open} depth={depth + 1} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * A JSON value as a tree of keys and values whose branches fold (docs/product.md §2). Each branch is a
 * native disclosure, so Tab reaches it and Enter or Space folds it; the first two levels start open.
 */
export function JsonTree({ value, label }: { value: unknown; label: string }) {
  // Expand all / Collapse all remount the tree with every branch in that state.
  const [mode, setMode] = useState<{ all: boolean | null; version: number }>({ all: null, version: 0 });
  const open = (depth: number) => mode.all ?? depth < 2;
  const entries = isBranch(value) ? entriesOf(value) : [['value', value] as [string, unknown]];
  return (
    <div>
      <Tools>
        <Button $variant="secondary" onClick={() => setMode((m) => ({ all: true, version: m.version + 1 }))}>
          Expand all
        </Button>
        <Button $variant="secondary" onClick={() => setMode((m) => ({ all: false, version: m.version + 1 }))}>
          Collapse all
        </Button>
      </Tools>
      <Tree key={mode.version} aria-label={label}>
        {entries.map(([key, item]) => (
          <Node key={key} name={key} value={item} open={open} depth={0} />
        ))}
      </Tree>
    </div>
  );
}
