import { expect, test } from './fixtures.ts';
import { fieldErrors, uniqueEmail } from './forms-helpers.ts';

const box = (name: string) => ({ name, exact: true });

test.describe('sales enquiry form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/sales');
  });

  test('leaves the required check to the browser and offers the five company sizes', async ({
    page,
  }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/sales-enquiries')) posted = true;
    });
    await expect(page.getByRole('combobox', box('Company Size')).locator('option')).toHaveText([
      'Select company size',
      '1-10 employees',
      '11-50 employees',
      '51-200 employees',
      '201-1000 employees',
      '1000+ employees',
    ]);
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    const name = page.getByRole('textbox', box('Full Name'));
    expect(await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    for (const label of ['Full Name', 'Work Email', 'Company Name']) {
      await expect(page.getByRole('textbox', box(label))).toHaveAttribute('required', '');
    }
    await expect(page.getByRole('textbox', box('How can we help?'))).toHaveAttribute('rows', '6');
    expect(posted).toBe(false);
  });

  test('sends, thanks and resets with Submit Another Enquiry', async ({ page }) => {
    await page.getByRole('textbox', box('Full Name')).fill('Jaan Tamm');
    await page.getByRole('textbox', box('Work Email')).fill(uniqueEmail('sales'));
    await page.getByRole('textbox', box('Company Name')).fill('Tamm OÜ');
    await page.getByRole('combobox', box('Company Size')).selectOption('51-200');
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    const thanks = page.getByRole('heading', { name: 'Thank you for your enquiry!' });
    await expect(thanks).toBeFocused();
    await expect(thanks).toBeInViewport();
    await page.getByRole('button', { name: 'Submit Another Enquiry' }).click();
    await expect(page.getByRole('textbox', box('Full Name'))).toHaveValue('');
  });

  test('alerts when the enquiry fails, and the alert goes when a field is edited', async ({
    page,
  }) => {
    await page.route('**/api/sales-enquiries', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } }),
    );
    await page.getByRole('textbox', box('Full Name')).fill('Jaan Tamm');
    await page.getByRole('textbox', box('Work Email')).fill('jaan@example.com');
    await page.getByRole('textbox', box('Company Name')).fill('Tamm OÜ');
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    const alert = page.getByRole('form', { name: 'Submit Enquiry' }).getByRole('alert');
    await expect(alert).toHaveText('Failed to submit enquiry. Please try again.');
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport();
    await page.getByRole('textbox', box('Company Name')).fill('Tamm AS');
    await expect(page.getByRole('form', { name: 'Submit Enquiry' }).getByRole('alert')).toHaveText(
      '',
    );
  });
});

test.describe('partner application form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/partners');
  });

  test('requires every field in order, with the partnership-type message', async ({ page }) => {
    const type = page.getByRole('combobox', box('Partnership Type'));
    await expect(type.locator('option')).toHaveText([
      'Select a partnership type',
      'Legal Technology Integration Partner',
      'Professional Services Partner',
      'Strategic Channel Partner',
    ]);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect
      .poll(() => fieldErrors(page))
      .toEqual([
        'Name is required',
        'Email is required',
        'Company name is required',
        'Please select a partnership type',
        'Message is required',
      ]);
    await type.selectOption('implementation');
    await expect.poll(() => fieldErrors(page)).not.toContain('Please select a partnership type');
  });

  test('sends, thanks and resets with Submit Another Application', async ({ page }) => {
    await page.getByRole('textbox', box('Full Name')).fill('Liis Kask');
    await page.getByRole('textbox', box('Work Email')).fill(uniqueEmail('partner'));
    await page.getByRole('textbox', box('Company')).fill('Kask Consulting');
    await page.getByRole('combobox', box('Partnership Type')).selectOption('reseller');
    await page
      .getByRole('textbox', box('Tell us about your company and partnership goals'))
      .fill('We resell legal software in Latvia.');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const thanks = page.getByRole('heading', { name: 'Application received!' });
    await expect(thanks).toBeFocused();
    await expect(thanks).toBeInViewport();
    await page.getByRole('button', { name: 'Submit Another Application' }).click();
    await expect(page.getByRole('combobox', box('Partnership Type'))).toHaveValue('');
  });

  test('alerts when the application fails', async ({ page }) => {
    await page.route('**/api/partner-applications', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } }),
    );
    await page.getByRole('textbox', box('Full Name')).fill('Liis Kask');
    await page.getByRole('textbox', box('Work Email')).fill('liis@example.com');
    await page.getByRole('textbox', box('Company')).fill('Kask Consulting');
    await page.getByRole('combobox', box('Partnership Type')).selectOption('technology');
    await page
      .getByRole('textbox', box('Tell us about your company and partnership goals'))
      .fill('Integration.');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const alert = page.getByRole('form', { name: 'Submit Application' }).getByRole('alert');
    await expect(alert).toHaveText('Failed to submit application. Please try again.');
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport();
  });
});

test.describe('support request form', () => {
  test('checks the required fields and shows the ticket number after sending', async ({ page }) => {
    await page.goto('/support');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect
      .poll(() => fieldErrors(page))
      .toEqual([
        'Name is required',
        'Email is required',
        'Subject is required',
        'Please describe the problem',
      ]);
    await page.getByRole('textbox', box('Name')).fill('Kati Karu');
    await page.getByRole('textbox', box('Email')).fill(uniqueEmail('support'));
    await page.getByRole('textbox', box('Subject')).fill('Export fails');
    await page.getByRole('textbox', box('Describe the problem')).fill('PDF export times out.');
    await page.getByRole('combobox', box('Category')).selectOption('bug_report');
    await page.getByRole('combobox', box('Priority')).selectOption('high');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    const thanks = page.getByRole('heading', { name: 'Your support request has been received' });
    await expect(thanks).toBeFocused();
    await expect(thanks).toBeInViewport();
    await expect(page.getByText(/Your ticket number is \S+\./)).toBeVisible();
    await page.getByRole('button', { name: 'Submit Another Request' }).click();
    await expect(page.getByRole('combobox', box('Priority'))).toHaveValue('medium');
  });

  test('shows the failure message when the server errs', async ({ page }) => {
    await page.goto('/support');
    await page.route('**/api/support-tickets', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } }),
    );
    await page.getByRole('textbox', box('Name')).fill('Kati Karu');
    await page.getByRole('textbox', box('Email')).fill('kati@example.com');
    await page.getByRole('textbox', box('Subject')).fill('Export fails');
    await page.getByRole('textbox', box('Describe the problem')).fill('PDF export times out.');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    const alert = page.getByRole('form', { name: 'Submit Request' }).getByRole('alert');
    await expect(alert).toHaveText('Failed to submit your request. Please try again.');
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport();
  });
});
