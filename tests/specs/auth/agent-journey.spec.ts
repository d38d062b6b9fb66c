// A new agent signs up and verifies, is refused until an admin approves them, then reaches the agent overview.
import { expect, test } from '../../fixtures';
import { approveAgent, registerAndVerify, signInWithForm } from '../../flows/accounts';

test('when a new agent is approved by an admin, then they can sign in to the agent area', async ({
  page,
  apiUrl,
  expectAccessible,
}) => {
  test.slow();
  const agent = await registerAndVerify(page, { role: 'Agent', name: 'Omar Agent' });

  await signInWithForm(page, agent.email, agent.password);
  await expect(page.getByText('Agent not yet approved by admin.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await approveAgent(apiUrl, agent.id);

  await signInWithForm(page, agent.email, agent.password);
  await expect(page).toHaveURL('/agent/overview');
  await expect(page.getByText('Omar Agent').first()).toBeVisible();
  await expectAccessible();
});
