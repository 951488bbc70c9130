import styled from 'styled-components';

const Quote = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.md};
  p {
    margin: 0;
  }
  footer {
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** `Name: “words”` (or «words»), as the engine writes a quoted message. */
const quoted = /^(.+?) ?: [“«] ?(.+?) ?[”»]$/su;

/** A message quoted as evidence, set apart as a quote with who wrote it. */
export function EvidenceQuote({ text }: { text: string }) {
  const parts = quoted.exec(text);
  return (
    <Quote>
      <p>{parts ? parts[2] : text}</p>
      {parts && <footer>{parts[1]}</footer>}
    </Quote>
  );
}
