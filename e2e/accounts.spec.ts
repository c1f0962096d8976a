import { expect, test } from '@playwright/test';
import { linkFromOutbox, logIn, logOut, uniqueEmail } from './support.ts';

const PASSWORD = 'Jade&Gold88';

test('a shopper signs up in three steps, verifies the e-mail, adds a default address, asks for texts and logs out', async ({
  page,
  isMobile,
}, testInfo) => {
  const email = uniqueEmail('liza', testInfo.project.name);
  await page.goto('/signup');
  // Step 1
  await page.getByLabel('Username').fill(`liza${Date.now()}${testInfo.project.name}`.slice(0, 30));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  // Step 2
  await page.getByLabel('First name').fill('Liza');
  await page.getByLabel('Last name').fill('Dela Cruz');
  await page.getByRole('button', { name: 'Continue' }).click();
  // Step 3, with the live checklist
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // One success message, and nothing else said about the sign-up.
  await expect(
    page.getByText('Registration successful! Please check your email to verify your account.'),
  ).toHaveCount(1);
  await expect(page.getByText('Account created successfully! Please log in.')).toHaveCount(0);

  // Unverified: the login says so and offers a new link.
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toBeVisible();

  // The link from the outbox, opened as the customer would from the e-mail.
  await page.goto(await linkFromOutbox(email, 'verify-email'));
  await expect(page.getByText('Email verified successfully! You can now log in.')).toBeVisible();

  await logIn(page, email, PASSWORD);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Personal Details' })).toBeVisible();

  // A default address through the cascading selects: NCR, Fourth District, Makati City.
  await page.getByRole('button', { name: 'Add address' }).first().click();
  const form = page.getByRole('form', { name: 'Shipping address' });
  await form.getByLabel('Region').selectOption('1300000000');
  await form.getByLabel('District').selectOption('13D4000000');
  await form.getByLabel('City / Municipality').selectOption('1380300000');
  await expect(form.getByLabel('Barangay').locator('option')).not.toHaveCount(1);
  await form.getByLabel('Barangay').selectOption({ index: 1 });
  await expect(form.getByLabel('Postal code')).toHaveValue('1200');
  await form.getByLabel('House / unit number').fill('Unit 8');
  await form.getByLabel('Street name').fill('Paseo de Roxas');
  await expect(form.getByText('This address is serviceable for delivery')).toBeVisible();
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Shipping address saved successfully!')).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved addresses' });
  await expect(saved).toContainText('Paseo de Roxas');
  await expect(saved).toContainText('Makati');
  await expect(saved).toContainText(/default/i);

  // Texts about cash-on-delivery orders: ticked with the mobile number, and still ticked after a reload.
  const texts = page.getByRole('region', { name: 'Text Messages' });
  await texts.getByLabel('Text me about my cash-on-delivery orders').check();
  await texts.getByLabel('Mobile number').fill('0917 123 4567');
  await texts.getByRole('button', { name: 'Save text settings' }).click();
  await expect(page.getByText('Text message settings saved.')).toBeVisible();
  await page.reload();
  await expect(texts.getByLabel('Text me about my cash-on-delivery orders')).toBeChecked();
  await expect(texts.getByLabel('Mobile number')).toHaveValue('+639171234567');
  await expect(page.getByRole('region', { name: 'Personal Details' })).toContainText('+639171234567');

  await logOut(page, isMobile);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login/);
});

test('a shopper who forgot the password resets it from the e-mailed link and logs in with the new one', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('ramon', testInfo.project.name);
  const username = `ramon${Date.now()}${testInfo.project.name}`.slice(0, 30);
  const signup = await page.request.post('/api/auth/signup', {
    data: { username, firstname: 'Ramon', lastname: 'Garcia', email, password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const verified = await page.request.get(`/api/auth${await linkFromOutbox(email, 'verify-email')}`);
  expect(verified.ok()).toBe(true);

  await page.goto('/login');
  await page.getByRole('link', { name: /Forgot Password/i }).click();
  // The page loads lazily: until it shows, "Email" would also match the login's "Email or username".
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByText('Password reset instructions have been sent to your email')).toBeVisible();

  await page.goto(await linkFromOutbox(email, 'reset-password'));
  await page.getByLabel('New Password').fill('Lotus$Pond99');
  await page.getByLabel('Confirm Password').fill('Lotus$Pond99');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password has been reset successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, username, 'Lotus$Pond99');
});
