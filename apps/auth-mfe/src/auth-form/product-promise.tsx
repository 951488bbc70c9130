import styled from 'styled-components';

const Pitch = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  svg {
    flex: none;
  }
  p {
    margin: 0;
  }
`;

/** What Companion does, in one sentence, with a light mark: a guest on /signIn learns it here. */
export function ProductPromise() {
  return (
    <Pitch>
      <svg width="44" height="44" viewBox="0 0 44 44" aria-hidden="true" focusable="false">
        <circle cx="22" cy="22" r="21" fill="#e4f1eb" />
        <path d="M12 17a6 6 0 0 1 6-6h8a6 6 0 0 1 6 6v4a6 6 0 0 1-6 6h-5l-5 4v-4.5A6 6 0 0 1 12 21z" fill="#1d6b52" />
        <path d="M27 21.5l1.2 2.5 2.8.4-2 2 .5 2.8-2.5-1.3-2.5 1.3.5-2.8-2-2 2.8-.4z" fill="#c9822b" />
      </svg>
      <p>Insights about the people you talk to most, from the WhatsApp chats you choose: private to you, delivered to your own chat.</p>
    </Pitch>
  );
}
