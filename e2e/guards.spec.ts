/** Guards: a customer is refused the dashboard in the browser and admin operations on the server. */
import { expect, test } from '@playwright/test';
import { apiCustomer, gql, useSession } from './support/api';
import { uniqueEmail } from './support/users';
import { expectSeen } from './support/people';

test('a customer opening /dashboard sees the forbidden page', async ({ page, request }) => {
  await useSession(page, await apiCustomer(request, uniqueEmail('nosy')));
  await page.goto('/dashboard');
  await expectSeen(page.getByRole('heading', { name: 'Forbidden' }));
  await expect(page.getByText('Admin Dashboard')).toHaveCount(0);
});

test("a customer's admin GraphQL call is FORBIDDEN", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'no browser involved: once is enough');
  const token = await apiCustomer(request, uniqueEmail('sneaky'));
  await expect(gql(request, '{ users { id email } }', {}, token)).rejects.toThrow(/FORBIDDEN/);
});
