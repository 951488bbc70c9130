import { contactLabel } from '@app/shared/contracts';
import { wisdoms } from '@app/shared/catalogue';
import { paths, useAppNavigation } from '@app/shared/host';
import { sessionFieldSet, useAppDispatch } from '@app/shared/session';
import { useEmitWithAck } from '@app/shared/socket';
import { Button, Card, Field, Notice, Select } from '@app/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useContactBook } from '../contacts/use-contact-book.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  label:has(input[type='checkbox']) {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    min-height: 44px;
  }
`;

const failed = 'Your wisdom could not be prepared. Please try again.';

/**
 * 'Get a wisdom now' (ours: instant wisdom's source, docs/product.md §2): the engine reads the recent
 * messages with one contact, and the answer opens on /instant-wisdom.
 */
export function InstantWisdomCard() {
  const { contacts } = useContactBook();
  const emitWithAck = useEmitWithAck();
  const dispatch = useAppDispatch();
  const { navigate } = useAppNavigation();
  const [contactId, setContactId] = useState('');
  const [wisdom, setWisdom] = useState(wisdoms[0]!.title);
  const [looped, setLooped] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const people = (contacts ?? []).filter((c) => !c.id.endsWith('@g.us')).slice(0, 50);
  const chosen = people.find((c) => c.id === contactId) ?? people[0];

  const ask = async () => {
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await emitWithAck(
        'get-instant-wisdom',
        { contactId: chosen.id, contactName: contactLabel(chosen), wisdom, looped },
        30_000,
      );
      if (answer.status === 'success') {
        dispatch(sessionFieldSet({ key: 'instantWisdomResponse', value: JSON.stringify(answer.response) }));
        navigate(paths.instantWisdom);
      } else setError(answer.message);
    } catch {
      setError(failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="home-instant">
      <h2 id="home-instant">A wisdom now</h2>
      <p>Read your latest messages with someone now, through a philosophy or as a relationship reading.</p>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void ask();
        }}
      >
        <Field label="Contact">
          {(control) => (
            <Select {...control} value={chosen?.id ?? ''} onChange={(e) => setContactId(e.target.value)} disabled={people.length === 0}>
              {people.length === 0 && <option value="">Loading your contacts…</option>}
              {people.map((c) => (
                <option key={c.id} value={c.id}>
                  {contactLabel(c)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Philosophy">
          {(control) => (
            <Select {...control} value={wisdom} onChange={(e) => setWisdom(e.target.value)} disabled={looped}>
              {wisdoms.map((w) => (
                <option key={w.id} value={w.title}>
                  {w.title}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <label>
          <input type="checkbox" checked={looped} onChange={(e) => setLooped(e.target.checked)} /> A relationship reading (Looped) instead
        </label>
        {error && (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        )}
        <div>
          <Button type="submit" busy={busy} disabled={!chosen || busy}>
            {busy ? 'Getting your wisdom...' : 'Get a wisdom now'}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
