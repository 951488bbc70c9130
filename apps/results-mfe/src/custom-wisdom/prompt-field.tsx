import { Button, TextArea } from '@app/shared/ui';
import { useId } from 'react';
import styled from 'styled-components';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(1)};
  label {
    flex: 1;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
  }
`;

export interface PromptFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  defaultValue: string;
  rows?: number;
}

/** One of the tester's three prompts: a textarea with Clear and Default (docs/product.md §2). */
export function PromptField({ label, value, onChange, defaultValue, rows = 6 }: PromptFieldProps) {
  const id = useId();
  const lower = label.toLowerCase();
  return (
    <div>
      <Head>
        <label htmlFor={id}>{label}</label>
        <Button $variant="ghost" aria-label={`Clear ${lower}`} onClick={() => onChange('')}>
          Clear
        </Button>
        <Button $variant="ghost" aria-label={`Default ${lower}`} onClick={() => onChange(defaultValue)}>
          Default
        </Button>
      </Head>
      <TextArea id={id} rows={rows} value={value} spellCheck={false} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
