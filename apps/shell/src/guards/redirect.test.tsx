import { makeStore, selectWhatsappConnected, useAppSelector, whatsappConnectionChanged } from '@app/shared/session';
import { act, render } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireWhatsapp } from './guards.tsx';

/**
 * A realtime event that pushes the page the user is on once more, in the very commit in which the
 * guard redirects away from it: both navigations land in one render (as 'disconnected' after Remove
 * WhatsApp does).
 */
function PushesHomeAgainOnDisconnect() {
  const navigate = useNavigate();
  const connected = useAppSelector(selectWhatsappConnected);
  const pushed = useRef(false);
  useEffect(() => {
    if (connected || pushed.current) return;
    pushed.current = true;
    void navigate('/home');
  }, [connected, navigate]);
  return null;
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

describe('a guard redirect', () => {
  it('still takes the user away when the guarded page is pushed again in the same render', () => {
    const store = makeStore({
      session: { authenticatedUser: true, whatsappConnected: true, userId: 'u1', name: 'Ada', email: 'ada@example.com' },
    });
    const { container } = render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/home']}>
          <Routes>
            <Route
              path="/home"
              element={
                <RequireWhatsapp>
                  <h1>Home</h1>
                </RequireWhatsapp>
              }
            />
            <Route path="/whatsappLogin" element={<h1>Connect WhatsApp</h1>} />
          </Routes>
          <PushesHomeAgainOnDisconnect />
          <Where />
        </MemoryRouter>
      </Provider>,
    );
    expect(container.querySelector('h1')?.textContent).toBe('Home');

    act(() => {
      store.dispatch(whatsappConnectionChanged(false));
    });

    expect(container.querySelector('output')?.textContent).toBe('/whatsappLogin');
    expect(container.querySelector('h1')?.textContent).toBe('Connect WhatsApp');
  });
});
