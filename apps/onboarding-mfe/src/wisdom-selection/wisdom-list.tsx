import { wisdoms } from '@app/shared/catalogue';
import { WisdomAvatar } from '@app/shared/emblems';
import { selectSession, sessionFieldSet, useAppDispatch, useAppSelector } from '@app/shared/session';
import { SelectableItem, SelectableList } from '@app/shared/ui';

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
    <SelectableList aria-label="Philosophies">
      {wisdoms.map((wisdom) => (
        <li key={wisdom.id}>
          <SelectableItem type="button" aria-pressed={chosen.has(wisdom.id)} onClick={() => toggle(wisdom.id)}>
            <WisdomAvatar wisdom={wisdom} />
            <span>
              <strong>{wisdom.title}</strong>
              <small>{wisdom.content}</small>
            </span>
          </SelectableItem>
        </li>
      ))}
    </SelectableList>
  );
}
