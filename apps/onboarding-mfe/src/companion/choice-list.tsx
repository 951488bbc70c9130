import styled from 'styled-components';

/** A radio group laid out as selectable cards: the companion modals' choices. */
export const ChoiceList = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  label {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${({ theme }) => theme.space(3)};
    row-gap: ${({ theme }) => theme.space(1)};
    align-items: start;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    cursor: pointer;
  }
  label:has(input:checked) {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  /* The radio sits on the name's line, centred with it; a description wraps under the name. */
  input {
    grid-row: 1;
    align-self: center;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    grid-column: 2;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Current = styled.p`
  margin: 0;
  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
