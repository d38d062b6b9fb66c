// Cash In's "Scan the user's code" (docs/pay-links.md): the user's pay QR code picks them; an unknown code or a
// code that is not a pay code says so and picks nobody. Decoding is mocked (tested in lib/qr-decode.test.tsx).
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { payLinkMessages, payLinkPath } from '@wallet/common/pay-links';
import { graphQLErrorResult } from '../../../test/apollo-mocks';
import { sampleWallet } from '../../../money/fixtures';
import { renderMoneyScreen } from '../../../test/render-money-screen';
import { CustomerByCodeQuery } from '../CustomerFields';
import { sampleAgentId, sampleCustomerId, sampleCustomerMatch } from '../fixtures';
import { AgentFloatQuery } from '../use-agent-float';
import { CashInPage } from './CashInPage';

const decoded = vi.hoisted(() => ({ text: null as string | null }));
vi.mock('../../../lib/qr-decode', () => ({ decodeQrFile: () => Promise.resolve(decoded.text) }));

const wallet = sampleWallet({ userId: sampleAgentId, balance: '1234.50' });
const floatMock: MockLink.MockedResponse = {
  request: { query: AgentFloatQuery },
  result: { data: { myWallet: wallet } },
  delay: 5,
};

function customerMock(handle: string, found: boolean): MockLink.MockedResponse {
  return {
    request: { query: CustomerByCodeQuery, variables: { handle } },
    result: found
      ? { data: { payee: sampleCustomerMatch } }
      : graphQLErrorResult(payLinkMessages.handleUnknown, 'NOT_FOUND'),
    delay: 5,
  } as MockLink.MockedResponse;
}

async function scanPicture(text: string) {
  decoded.text = text;
  await screen.findByRole('form', { name: 'Cash in' });
  const picture = new File([new Uint8Array([1])], 'code.png', { type: 'image/png' });
  fireEvent.change(screen.getByTestId('qr-picture-input'), { target: { files: [picture] } });
}

describe("Cash In's scan", () => {
  it("when the agent scans the user's pay code, then the user is picked by name", async () => {
    renderMoneyScreen(<CashInPage />, { mocks: [floatMock, customerMock(sampleCustomerId, true)] });

    await scanPicture(`https://wallet.example${payLinkPath({ handle: sampleCustomerId })}`);

    expect(await screen.findByText('Selected: Alice Rahman (al•••@wallet.local)')).toBeInTheDocument();
    expect(screen.getByLabelText('User ID')).toHaveValue(sampleCustomerId);
  });

  it('when the code names nobody who can receive, then it says so and nobody is picked', async () => {
    const stranger = 'c0a80101-0000-4000-8000-0000000000ff';
    renderMoneyScreen(<CashInPage />, { mocks: [floatMock, customerMock(stranger, false)] });

    await scanPicture(payLinkPath({ handle: stranger }));

    expect(await screen.findByText(payLinkMessages.handleUnknown)).toBeInTheDocument();
    expect(screen.queryByText(/^Selected:/)).not.toBeInTheDocument();
  });

  it('when the code is not a pay code, then it says so and the User ID stays empty', async () => {
    renderMoneyScreen(<CashInPage />, { mocks: [floatMock] });

    await scanPicture('https://example.com/menu');

    expect(await screen.findByText(payLinkMessages.notPayLink)).toBeInTheDocument();
    expect(screen.getByLabelText('User ID')).toHaveValue('');
  });
});
