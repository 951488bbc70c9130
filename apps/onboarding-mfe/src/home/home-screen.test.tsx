import { renderWithProviders } from '@app/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HomeScreen from './home-screen.tsx';

describe('home', () => {
  it('welcomes the user by name and says the chatbot will write soon', () => {
    renderWithProviders(<HomeScreen />, { session: { authenticatedUser: true, whatsappConnected: true, name: 'Ada' } });
    expect(screen.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible();
    expect(screen.getByText(/soon receive a message from our chatbot/)).toBeVisible();
  });
});
