import { wisdoms } from '@app/shared/catalogue';
import { selectSession, sessionFieldSet, useAppDispatch, useAppSelector } from '@app/shared/session';
import { Avatar } from '@app/shared/ui';
import styled from 'styled-components';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-height: min(60vh, 560px);
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  overflow: auto;
  list-style: none;
`;

const Item = styled.button`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  width: 100%;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  &[aria-pressed='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The 24 philosophies, each toggled on or off by a tap; several may be chosen. */
export function WisdomList() {
  const dispatch = useAppDispatch();
  const { selectedWisdomWisdoms } = useAppSelector(selectSession);
  const chosen = new Set(selectedWisdomWisdoms.map((w) => w.id));
  const toggle = (id: number) => {
    const next = chosen.has(id)
      ? selectedWisdomWisdoms.filter((w) => w.id !== id)
      : [...selectedWisdomWisdoms, ...wisdoms.filter((w) => w.id === id).map(({ title, content }) => ({ id, title, content }))];
    dispatch(sessionFieldSet({ key: 'selectedWisdomWisdoms', value: next }));
  };
  return (
    <List aria-label="Philosophies">
      {wisdoms.map((wisdom) => (
        <li key={wisdom.id}>
          <Item type="button" aria-pressed={chosen.has(wisdom.id)} onClick={() => toggle(wisdom.id)}>
            <Avatar name={wisdom.title} />
            <span>
              <strong>{wisdom.title}</strong>
              <small>{wisdom.content}</small>
            </span>
          </Item>
        </li>
      ))}
    </List>
  );
}
