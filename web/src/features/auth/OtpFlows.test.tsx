// The code step of /verify and /forgot-password: the digits typed or pasted into the slots reach the mutation.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../lib/Toaster';
import { createCache } from '../../lib/apollo';
import { ThemePreferenceProvider } from '../../lib/ThemePreferenceProvider';
import { ForgotPasswordFlow, ForgotPasswordMutation, ResetPasswordMutation } from './ForgotPasswordFlow';
import { SendVerificationCodeMutation, VerifyEmailFlow, VerifyEmailMutation } from './VerifyEmailFlow';

const email = 'alice@wallet.local';
const code = '482913';
const newPassword = 'Str0ng!pass1';

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="Current path">{location.pathname}</output>;
}

function renderFlow(flow: ReactNode, mocks: MockLink.MockedResponse[]) {
  return render(
    <ThemePreferenceProvider persist={false}>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <MemoryRouter initialEntries={['/flow']}>
          <Routes>
            <Route path="/flow" element={flow} />
            <Route path="*" element={null} />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
      </MockedProvider>
      <Toaster />
    </ThemePreferenceProvider>,
  );
}

const slot = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const currentPath = () => screen.getByRole('status', { name: 'Current path' });

function verifyMock(): MockLink.MockedResponse {
  return {
    request: { query: VerifyEmailMutation, variables: { email, otp: code } },
    result: vi.fn(() => ({
      data: {
        verifyEmail: { __typename: 'MessagePayload' as const, message: 'Email verified successfully' },
      },
    })),
  };
}

async function expectEachSlotHoldsTheCode() {
  await waitFor(() => expect(slot(6)).toHaveValue(code[5]));
  [...code].forEach((digit, index) => expect(slot(index + 1)).toHaveValue(digit));
}

describe('VerifyEmailFlow code step', () => {
  it('when the code is typed after pressing Confirm, then the slots hold it and Submit sends it', async () => {
    const verify = verifyMock();
    renderFlow(<VerifyEmailFlow initialEmail={email} />, [
      {
        request: { query: SendVerificationCodeMutation, variables: { email } },
        result: {
          data: { sendVerificationCode: { __typename: 'MessagePayload', message: 'Verification code sent' } },
        },
      },
      verify,
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await userEvent.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard(code);

    await expectEachSlotHoldsTheCode();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentPath()).toHaveTextContent('/login'));
    expect(verify.result).toHaveBeenCalled();
  });

  it('when a code is pasted on the code step, then Submit sends it', async () => {
    const verify = verifyMock();
    renderFlow(<VerifyEmailFlow initialEmail={email} initialStep="code" />, [verify]);
    await userEvent.click(slot(1));
    await userEvent.paste(code);

    await expectEachSlotHoldsTheCode();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentPath()).toHaveTextContent('/login'));
    expect(verify.result).toHaveBeenCalled();
  });
});

describe('ForgotPasswordFlow reset step', () => {
  it('when the reset code is typed after sending it, then Reset password sends it with the new password', async () => {
    const reset: MockLink.MockedResponse = {
      request: { query: ResetPasswordMutation, variables: { input: { email, otp: code, newPassword } } },
      result: vi.fn(() => ({
        data: {
          resetPassword: { __typename: 'MessagePayload' as const, message: 'Password reset successfully' },
        },
      })),
    };
    renderFlow(<ForgotPasswordFlow initialEmail={email} />, [
      {
        request: { query: ForgotPasswordMutation, variables: { email } },
        result: { data: { forgotPassword: { __typename: 'MessagePayload', message: 'Reset code sent' } } },
      },
      reset,
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    await userEvent.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard(code);
    await expectEachSlotHoldsTheCode();
    await userEvent.type(screen.getByLabelText('New Password'), newPassword);
    await userEvent.type(screen.getByLabelText('Confirm New Password'), newPassword);
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(currentPath()).toHaveTextContent('/login'));
    expect(reset.result).toHaveBeenCalled();
  });
});
