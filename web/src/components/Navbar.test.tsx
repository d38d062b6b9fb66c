// The navbar's mobile menu: a button that opens and closes it, named for what it does, wired with aria.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { Navbar } from './Navbar';
import type { NavbarUser } from './Navbar';

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

function renderNavbar(user: NavbarUser | null = null) {
  return render(
    <ThemePreferenceProvider persist={false}>
      <MemoryRouter initialEntries={['/']}>
        <Navbar user={user} />
        <Routes>
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </MemoryRouter>
    </ThemePreferenceProvider>,
  );
}

function menuOf(button: HTMLElement): HTMLElement {
  const id = button.getAttribute('aria-controls');
  const menu = id ? document.getElementById(id) : null;
  if (!menu) throw new Error('the menu button must control an element');
  return menu;
}

describe('Navbar mobile menu', () => {
  it('when the page loads, then the menu is closed and the button offers to open it', () => {
    renderNavbar();
    const button = screen.getByRole('button', { name: 'Open menu' });

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menuOf(button)).not.toBeVisible();
  });

  it('when the button is pressed, then the menu opens with the links and the button offers to close it', async () => {
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    const button = screen.getByRole('button', { name: 'Close menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = menuOf(button);
    expect(menu).toBeVisible();
    for (const name of ['Home', 'Features', 'About', 'Contact', 'FAQ', 'Sign In', 'Get Started']) {
      expect(within(menu).getByRole('link', { name })).toBeVisible();
    }
    expect(within(menu).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(menu).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  });

  it('when the open menu button is pressed again, then the menu closes', async () => {
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));

    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menuOf(button)).not.toBeVisible();
  });

  it('when a link in the menu is followed, then the page changes and the menu closes', async () => {
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = menuOf(screen.getByRole('button', { name: 'Close menu' }));

    await userEvent.click(within(menu).getByRole('link', { name: 'Features' }));

    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/features');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('when Escape is pressed in the open menu, then it closes and focus returns to the button', async () => {
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');

    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('when someone is signed in, then the menu shows their initial, name and role, their dashboard and Logout', async () => {
    renderNavbar({ name: 'maya Thompson', role: 'agent' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = menuOf(screen.getByRole('button', { name: 'Close menu' }));

    expect(within(menu).getByText('M')).toBeInTheDocument();
    expect(within(menu).getByText('maya Thompson')).toBeVisible();
    expect(within(menu).getByText('Agent')).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Agent Dashboard' })).toHaveAttribute('href', '/agent');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(within(menu).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('when the bar renders, then it carries the wallet name, the tagline and the theme choice', () => {
    renderNavbar();
    const banner = screen.getByRole('banner');

    expect(within(banner).getByText('Wallet')).toBeInTheDocument();
    expect(within(banner).getByText('Secure & Fast')).toBeInTheDocument();
    expect(within(banner).getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
  });
});
