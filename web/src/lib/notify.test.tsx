// Toasts (issue 16, "Nothing covers content"): at most TOASTS_VISIBLE_MAX at once and the newest first, shown at
// once even in a storm of refusals; an error sends older successes away; on a phone they sit at the bottom.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOASTS_VISIBLE_MAX } from '@wallet/common/constants';
import { notify } from './notify';
import { ThemePreferenceProvider } from './ThemePreferenceProvider';
import { Toaster } from './Toaster';

function renderToaster() {
  return render(
    <ThemePreferenceProvider persist={false}>
      <Toaster />
    </ThemePreferenceProvider>,
  );
}

/** The toasts on screen and not on their way out, top to bottom. */
function toastsShown(): string[] {
  return screen
    .queryAllByRole('alert')
    .filter((toast) => !toast.closest('.Toastify__toast')?.className.includes('--exit'))
    .map((toast) => toast.textContent ?? '');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notify', () => {
  it('when ten refusals arrive at once, then only the last three show, the newest first', async () => {
    renderToaster();

    act(() => {
      for (let number = 1; number <= 10; number += 1) notify.error(`Refusal ${number}`);
    });

    await screen.findByText('Refusal 10');
    expect(toastsShown()).toHaveLength(TOASTS_VISIBLE_MAX);
    expect(toastsShown()).toEqual(['Refusal 10', 'Refusal 9', 'Refusal 8']);
  });

  it('when an error follows three successes, then the error shows at once and the successes go', async () => {
    renderToaster();
    act(() => {
      notify.success('Money sent successfully!');
      notify.success('Profile updated');
      notify.info('Transaction details feature coming soon!');
    });
    await screen.findByText('Profile updated');

    act(() => {
      notify.error('Agent not yet approved by admin.');
    });

    await screen.findByText('Agent not yet approved by admin.');
    expect(toastsShown()).toEqual([
      'Agent not yet approved by admin.',
      'Transaction details feature coming soon!',
    ]);
  });

  it('when the same message comes again, then it shows once, as the newest', async () => {
    renderToaster();
    act(() => {
      notify.error('Insufficient balance');
      notify.success('Money added');
      notify.error('Insufficient balance');
    });

    await screen.findByText('Money added');
    expect(toastsShown()).toEqual(['Insufficient balance']);
  });

  it('when the screen is a phone, then toasts sit at the bottom; on a wider one at the top right', async () => {
    // A 375 px screen: every max-width query (the phone's) matches, the colour scheme is light.
    vi.stubGlobal(
      'matchMedia',
      vi.fn((media: string) => ({
        media,
        matches: media.includes('max-width'),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    const { unmount } = renderToaster();
    act(() => {
      notify.success('Money added');
    });
    const onPhone = await screen.findByRole('alert');
    expect(onPhone.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--bottom-center',
    );
    unmount();

    vi.unstubAllGlobals();
    renderToaster();
    act(() => {
      notify.success('Money added');
    });
    const wide = await screen.findByRole('alert');
    expect(wide.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-right');
  });
});
