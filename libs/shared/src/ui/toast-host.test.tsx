import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { ToastHost } from './toast-host.tsx';
import { toast, toastsNavigated } from './toast.ts';

describe('toasts (docs/product.md §9 defaults)', () => {
  it('top-right, light theme, 5000 ms, paused while hovered; Alt+T reaches them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<ToastHost />);
    act(() => toast.success('Schedule Successfully Created'));
    const text = await screen.findByText('Schedule Successfully Created');
    const container = text.closest('.Toastify__toast-container');
    expect(container).toHaveClass('Toastify__toast-container--top-right');
    expect(text.closest('.Toastify__toast')).toHaveClass('Toastify__toast-theme--light');
    expect(text.closest('.Toastify__toast')?.querySelector('.Toastify__progress-bar')).toHaveStyle({ animationDuration: '5000ms' });

    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.hover(text);
    expect(text.closest('.Toastify__toast')?.querySelector('.Toastify__progress-bar')).toHaveStyle({ animationPlayState: 'paused' });
    await user.keyboard('{Alt>}t{/Alt}');
    expect(document.activeElement?.closest('section')).toHaveAttribute('aria-label', expect.stringContaining('Alt+T'));
  });

  it('sit below the header, and end on the second page after the one that raised them unless they carry', async () => {
    renderWithProviders(<ToastHost />);
    act(() => {
      toast.success('Registered');
      toast.info('Kept for longer', { carry: true });
    });
    const registered = await screen.findByText('Registered');
    await screen.findByText('Kept for longer');
    expect(registered.closest('.Toastify__toast-container')).toHaveStyle({ '--toastify-toast-top': 'calc(56px + 8px)' });
    const start = Date.now();
    act(() => toastsNavigated(start));
    // A redirect right after is part of the same move.
    act(() => toastsNavigated(start + 100));
    expect(screen.getByText('Registered')).toBeVisible();
    act(() => toastsNavigated(start + 5000));
    // Dismissed: it plays its exit animation (which jsdom never ends), the carried one does not.
    await waitFor(() => expect(screen.getByText('Registered').closest('.Toastify__toast')?.className).toMatch(/exit/));
    expect(screen.getByText('Kept for longer').closest('.Toastify__toast')?.className).not.toMatch(/exit/);
  });
});
