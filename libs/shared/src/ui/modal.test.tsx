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

  it('is a named modal dialog that takes focus, keeps Tab inside and closes on Escape', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <>
        <button type="button">Outside</button>
        <Modal title="Confirm" onClose={onClose}>
          <button type="button">First</button>
          <button type="button">Last</button>
        </Modal>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
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
