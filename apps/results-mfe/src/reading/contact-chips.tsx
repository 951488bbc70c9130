import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  button {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.control};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    cursor: pointer;
  }
  button[aria-selected='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Chips that choose whose reading (or which philosophy's) is shown: a tab list over the reading below. */
export function ChoiceChips<T extends { id: string; name: string }>({
  label,
  items,
  current,
  onSelect,
  panelId,
}: {
  label: string;
  items: T[];
  current: string | undefined;
  onSelect: (id: string) => void;
  panelId: string;
}) {
  if (items.length === 0) return null;
  return (
    <Row role="tablist" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="tab"
          aria-selected={item.id === current}
          aria-controls={panelId}
          onClick={() => onSelect(item.id)}
        >
          {item.name}
        </button>
      ))}
    </Row>
  );
}
