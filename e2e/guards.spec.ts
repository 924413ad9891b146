/** Guards: a customer is refused the dashboard in the browser and admin operations on the server. */
import { expect, test } from '@playwright/test';
import { newCustomer, storedToken } from './support/users';

test('a customer opening /dashboard sees the forbidden page', async ({ page }) => {
  await newCustomer(page, 'nosy');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
  await expect(page.getByText('Admin Dashboard')).toHaveCount(0);
});

test("a customer's admin GraphQL call is FORBIDDEN", async ({ page }) => {
  await newCustomer(page, 'sneaky');
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  const res = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true', 'content-type': 'application/json' },
    data: { query: '{ users { id email } }' },
  });
  const body = await res.json();
  expect(body.data?.users ?? null).toBeNull();
  expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
