// Settings through the real route tree and Apollo client: /user, /agent and /admin/settings open the page (not the
// in-frame 404), and Change password lands on the role's Update Profile with the password form's first field focused.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyLoad, renderRouteAs, resetRouteTest } from '../../test/render-route';
import type { SignedInRole } from '../../test/render-route';
import { sampleSettings } from './fixtures';

function renderAs(role: SignedInRole, path: string) {
  return renderRouteAs(path, { role, answers: { SettingsPage: { mySettings: sampleSettings() } } });
}

afterEach(resetRouteTest);

describe('settings routes', () => {
  it.each([
    ['USER', '/user/settings'],
    ['AGENT', '/agent/settings'],
    ['ADMIN', '/admin/settings'],
  ] as const)('when the %s opens %s, then the Settings page shows', async (role, path) => {
    renderAs(role, path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, lazyLoad)).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Transaction alerts' }, lazyLoad)).toBeChecked();
  });

  it('when Change password is pressed, then Update Profile opens with Current Password focused', async () => {
    const { router } = renderAs('AGENT', '/agent/settings');
    await userEvent.click(await screen.findByRole('link', { name: 'Change password' }, lazyLoad));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Update Profile' }, lazyLoad),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent/update-user');
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveFocus());
  });
});
