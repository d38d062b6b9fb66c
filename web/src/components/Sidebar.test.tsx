// The sidebar: active item by path, Ctrl/Cmd+B toggles it, and the choice is kept in the sidebar_state cookie.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { ChartIcon, UserIcon } from './icons';
import { Sidebar, SidebarProvider, SidebarTrigger } from './Sidebar';
import { readSidebarCookie } from './sidebar-state';

const groups = [
  { label: 'Dashboard', items: [{ to: '/user/overview', label: 'Overview', icon: ChartIcon }] },
  { label: 'Management', items: [{ to: '/user/update-profile', label: 'Update Profile', icon: UserIcon }] },
];

function renderSidebar(path = '/user/overview') {
  render(
    <ThemePreferenceProvider persist={false}>
      <MemoryRouter initialEntries={[path]}>
        <SidebarProvider>
          <Sidebar
            groups={groups}
            label="User dashboard"
            header={<p>Wallet brand</p>}
            footer={<p>Alice Demo</p>}
          />
          <SidebarTrigger />
        </SidebarProvider>
      </MemoryRouter>
    </ThemePreferenceProvider>,
  );
}

afterEach(() => {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
});

describe('Sidebar', () => {
  it('when a page is open, then its item is marked current and Home links to /', () => {
    renderSidebar('/user/update-profile');
    const nav = screen.getByRole('navigation', { name: 'User dashboard' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update Profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('when it shows the brand and the person, then both sit inside its complementary landmark (axe "region")', () => {
    renderSidebar();
    const sidebar = screen.getByRole('complementary', { name: 'User dashboard sidebar' });
    expect(within(sidebar).getByText('Wallet brand')).toBeInTheDocument();
    expect(within(sidebar).getByText('Alice Demo')).toBeInTheDocument();
    expect(within(sidebar).getByRole('navigation', { name: 'User dashboard' })).toBeInTheDocument();
  });

  it('when Ctrl+B is pressed, then it collapses, keeps the links named, and remembers it in the cookie', async () => {
    renderSidebar();
    const trigger = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });

    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Overview' })).toBeInTheDocument();
    expect(document.cookie).toContain('sidebar_state=false');
    expect(readSidebarCookie()).toBe(false);

    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('when Cmd+B is pressed, then it toggles too', () => {
    renderSidebar();
    fireEvent.keyDown(window, { key: 'B', metaKey: true });
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });
});
