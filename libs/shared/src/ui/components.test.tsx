import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { Avatar, initialsOf } from './avatar.tsx';
import { Button } from './button.tsx';
import { Chip } from './chip.tsx';
import { EmptyState } from './empty-state.tsx';
import { TextField } from './field.tsx';
import { MenuButton, MenuItem } from './menu-button.tsx';
import { Notice } from './notice.tsx';
import { Screen } from './screen.tsx';
import { Skeleton } from './skeleton.tsx';

describe('Button', () => {
  it('when busy says so (aria-busy, a spinner that adds nothing to its name) and takes no press', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <Button busy onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is a plain button (never submits by accident) unless told otherwise', () => {
    renderWithProviders(
      <>
        <Button>One</Button>
        <Button type="submit">Two</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'One' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Two' })).toHaveAttribute('type', 'submit');
  });
});

describe('TextField', () => {
  it('ties its label and error to the input; the error takes the hint’s place, so nothing is said twice', () => {
    renderWithProviders(<TextField label="Password" hint="At least 8 characters" error="Too short" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too short');
    expect(screen.queryByText('At least 8 characters')).toBeNull();
  });

  it('without an error is valid and described by its hint only', () => {
    renderWithProviders(<TextField label="Email" hint="We never share it" />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it');
  });

  it('reveals a password on request', async () => {
    renderWithProviders(<TextField label="Password" type="password" revealable />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});

describe('Notice', () => {
  it.each(['info', 'success', 'warning', 'error'] as const)('%s: its text, in the role asked', (tone) => {
    renderWithProviders(
      <Notice tone={tone} role="status">
        Saved for later
      </Notice>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved for later');
  });
});

describe('Chip', () => {
  it('is a toggle button: pressed or not', async () => {
    function Toggle() {
      const [on, setOn] = useState(false);
      return (
        <Chip selected={on} onChange={setOn}>
          Wisdom
        </Chip>
      );
    }
    renderWithProviders(<Toggle />);
    const chip = screen.getByRole('button', { name: 'Wisdom' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Avatar', () => {
  it('shows initials without a picture, and when the picture fails', () => {
    const { rerender } = renderWithProviders(<Avatar name="Ada Lovelace" />);
    expect(screen.getByTestId('avatar')).toHaveTextContent('AL');
    rerender(<Avatar name="Ada Lovelace" src="/missing.png" />);
    const img = screen.getByTestId('avatar').querySelector('img')!;
    fireEvent.error(img);
    expect(screen.getByTestId('avatar')).toHaveTextContent('AL');
  });

  it.each([
    ['Ada Lovelace', 'AL'],
    ['zoë', 'Z'],
    ['  ', '?'],
    ['Jean Paul Sartre', 'JP'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('Skeleton and EmptyState', () => {
  it('a skeleton is hidden from screen readers', () => {
    renderWithProviders(<Skeleton data-testid="bone" />);
    expect(screen.getByTestId('bone')).toHaveAttribute('aria-hidden', 'true');
  });

  it('an empty state names what is missing and offers the way on', () => {
    renderWithProviders(<EmptyState title="No schedules yet" action={<Button>Create one</Button>} />);
    expect(screen.getByRole('heading', { name: 'No schedules yet' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create one' })).toBeVisible();
  });
});

describe('MenuButton', () => {
  it('opens and closes its panel; Escape closes it and gives focus back; a click outside closes it', async () => {
    renderWithProviders(
      <>
        <p>Elsewhere</p>
        <MenuButton label="Ada">{(close) => <MenuItem onClick={close}>Logout</MenuItem>}</MenuButton>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Ada' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });
});

describe('Screen', () => {
  it('is one main landmark with one page heading and its lead', () => {
    renderWithProviders(<Screen title="Connect WhatsApp" lead="Link your account" />);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Connect WhatsApp' }));
    expect(screen.getByText('Link your account')).toBeVisible();
  });
});
