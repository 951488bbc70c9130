import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { MessageModal, Modal } from './modal.tsx';

describe('generic modal', () => {
  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <Modal title="Pick one" onClose={onClose}>
        <p>Inside</p>
      </Modal>,
    );
    await userEvent.click(screen.getByText('Inside'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('is a named modal dialog that takes focus, makes the rest of the page inert and closes on Escape, giving focus back', async () => {
    const onClose = vi.fn();
    function Page({ open }: { open: boolean }) {
      return (
        <>
          <button type="button">Outside</button>
          {open && (
            <Modal title="Confirm" onClose={onClose}>
              <button type="button">First</button>
              <button type="button">Last</button>
            </Modal>
          )}
        </>
      );
    }
    const { rerender } = renderWithProviders(<Page open={false} />);
    screen.getByRole('button', { name: 'Outside' }).focus();
    rerender(<Page open />);
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    expect(screen.getByText('Outside').closest('[inert]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    // The owner closes it: focus goes back to where it was.
    rerender(<Page open={false} />);
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
  });

  it("prefixes the text with 'Error:' in error mode only", async () => {
    const onClose = vi.fn();
    const { rerender } = renderWithProviders(<MessageModal message="Please fill out all fields." onClose={onClose} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Please fill out all fields.');
    expect(screen.getByRole('dialog')).not.toHaveTextContent('Error:');
    rerender(<MessageModal error message="Something broke" onClose={onClose} />);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Error: Something broke');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
