// /user/receive: the person's pay QR code and link, with an optional amount and note (docs/pay-links.md).
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { payLinkMessages } from '@wallet/common/pay-links';
import { createCache } from '../../lib/apollo';
import { CurrentUserDocument } from '../../lib/session';
import { ThemePreferenceProvider } from '../../lib/ThemePreferenceProvider';
import { ReceivePage } from './ReceivePage';

const bobId = 'c0a80101-0000-4000-8000-0000000000b2';

const bob = {
  __typename: 'User',
  id: bobId,
  name: 'Bob Karim',
  email: 'bob@wallet.local',
  phone: '01712345678',
  role: 'USER' as const,
  isEmailVerified: true,
  isApproved: true,
  createdAt: '2026-01-05T15:00:00.000Z',
  updatedAt: '2026-01-05T15:00:00.000Z',
};

function renderPage() {
  const cache = createCache();
  cache.writeQuery({ query: CurrentUserDocument, data: { me: bob } });
  render(
    <ThemePreferenceProvider persist={false}>
      <MockedProvider mocks={[]} cache={cache}>
        <ReceivePage />
      </MockedProvider>
    </ThemePreferenceProvider>,
  );
}

const linkShown = () => screen.getByLabelText('Pay link').textContent;

describe('ReceivePage', () => {
  it('when it opens, then the QR code and the link name the person by their public id, nothing secret', () => {
    renderPage();

    expect(screen.getByRole('img', { name: 'QR code to pay Bob Karim' })).toBeInTheDocument();
    expect(linkShown()).toBe(`${window.location.origin}/pay/${bobId}`);
    expect(linkShown()).not.toContain('bob@wallet.local');
    for (const name of ['Copy link', 'Download PNG', 'Download SVG']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('when an amount and a note are typed, then the link carries them', async () => {
    renderPage();

    await userEvent.type(screen.getByLabelText(/^Amount \(USD\)/), '12.34');
    await userEvent.type(screen.getByLabelText(/^Note/), 'Lunch & coffee');

    expect(linkShown()).toBe(`${window.location.origin}/pay/${bobId}?amount=12.34&note=Lunch+%26+coffee`);
  });

  it('when the amount has three decimals, then it says so and the link leaves the amount out', async () => {
    renderPage();

    await userEvent.type(screen.getByLabelText(/^Amount \(USD\)/), '1.234');

    expect(screen.getByLabelText(/^Amount \(USD\)/)).toHaveAccessibleDescription(
      expect.stringContaining(payLinkMessages.amountDecimals),
    );
    expect(linkShown()).toBe(`${window.location.origin}/pay/${bobId}`);
  });
});
