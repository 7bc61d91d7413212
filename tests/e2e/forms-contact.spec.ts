import { expect, test } from './fixtures.ts';
import { fieldErrors, uniqueEmail } from './forms-helpers.ts';
import { holdRequests } from './hold-requests.ts';

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
  });

  test('has the fields, options and required markers of the spec', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Send Message' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/contact');
    for (const label of ['Name', 'Email', 'Message']) {
      await expect(form.getByLabel(label)).toHaveAttribute('required', '');
    }
    await expect(form.getByRole('textbox', { name: 'Company', exact: true })).not.toHaveAttribute(
      'required',
      '',
    );
    await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveAttribute(
      'rows',
      '6',
    );
    await expect(
      form.getByRole('combobox', { name: 'Subject', exact: true }).locator('option'),
    ).toHaveText([
      'Select a subject',
      'Sales Enquiry',
      'Technical Support',
      'Partnership Opportunity',
      'Press Enquiry',
      'General Enquiry',
    ]);
    // The honeypot is out of sight, out of the tab order and hidden from assistive technology.
    const trap = form.locator('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(form.locator('input[name="lang"]')).toHaveValue('en');
  });

  test('checks name, email and message in the spec order; editing clears an error', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => fieldErrors(page))
      .toEqual(['Name is required', 'Email is required', 'Message is required']);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-address');
    await expect.poll(() => fieldErrors(page)).toEqual(['Name is required', 'Message is required']);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => fieldErrors(page))
      .toEqual(['Name is required', 'Please enter a valid email address', 'Message is required']);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Mari');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect
      .poll(() => fieldErrors(page))
      .toEqual(['Please enter a valid email address', 'Message is required']);
  });

  test('sends, shows the thank-you screen and resets with Send Another Message', {
    tag: '@smoke',
  }, async ({ page }) => {
    const release = await holdRequests(page, '**/api/contact');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Mari Maasikas');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('contact'));
    await page
      .getByRole('combobox', { name: 'Subject', exact: true })
      .selectOption('Press Enquiry');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Could we talk about a pilot?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    const form = page.getByRole('form', { name: 'Send Message' });
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toBeDisabled();
    release();

    const thanks = page.getByRole('heading', { name: 'Thank you for your message!' });
    await expect(thanks).toBeFocused();
    await expect(thanks).toBeInViewport();
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test("shows the server's message, else the fallback; editing clears it", async ({ page }) => {
    let answer: { error: { code: string; message?: string } } = {
      error: { code: 'internal', message: 'The database is being upgraded.' },
    };
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, json: answer }));
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Mari');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('mari@example.com');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const alert = page.getByRole('form', { name: 'Send Message' }).getByRole('alert');
    await expect(alert).toHaveText('The database is being upgraded.');
    // Focus goes to the message, which is in view.
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Mari');

    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello again');
    await expect(page.getByRole('form', { name: 'Send Message' }).getByRole('alert')).toHaveText(
      '',
    );

    answer = { error: { code: 'internal', message: '' } };
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('form', { name: 'Send Message' }).getByRole('alert')).toHaveText(
      'Failed to send message. Please try again.',
    );
  });

  test('sends the same submission again under its key after a lost answer: stored once', async ({
    page,
  }) => {
    // The server stores the first send, but the answer the page gets is a 503 (the database
    // went away just after the commit). Sent again unchanged, it is the same request.
    const sent: { key: string | null; body: string | null; answer: { id?: string } }[] = [];
    await page.route('**/api/contact', async (route) => {
      const response = await route.fetch();
      sent.push({
        key: route.request().headers()['idempotency-key'] ?? null,
        body: route.request().postData(),
        answer: (await response.json()) as { id?: string },
      });
      if (sent.length > 1) return route.fulfill({ response });
      return route.fulfill({
        status: 503,
        json: { error: { code: 'unavailable', message: 'The service is briefly unavailable.' } },
      });
    });
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Mari');
    await page
      .getByRole('textbox', { name: 'Email', exact: true })
      .fill(uniqueEmail('lost-answer'));
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('form', { name: 'Send Message' }).getByRole('alert')).toHaveText(
      'The service is briefly unavailable.',
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your message!' })).toBeVisible();
    const [first, second] = sent;
    expect(second?.key).toBe(first?.key);
    expect(second?.body).toBe(first?.body);
    // The server answered the second from the first's storing: one lead.
    expect(first?.answer.id).toEqual(expect.any(String));
    expect(second?.answer.id).toBe(first?.answer.id);
  });

  test('shows the server’s friendly message when rate-limited', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '600' },
        json: { error: { code: 'rate_limited', message: 'Please try again in 10 minutes.' } },
      }),
    );
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Mari');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('mari@example.com');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('form', { name: 'Send Message' }).getByRole('alert')).toHaveText(
      'Please try again in 10 minutes.',
    );
  });

  test('with the server unreachable the message is saved to send later', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Mari');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('mari@example.com');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByRole('form', { name: 'Send Message' }).getByRole('status'),
    ).toContainText("You're offline — we'll send your message as soon as you're back online");
  });

  test('shows the server’s field errors in Estonian on the Estonian page', async ({ page }) => {
    await page.goto('/et/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: { code: 'validation_failed', message: 'x', fields: { email: 'Serveri teade' } },
        },
      }),
    );
    await page.getByRole('textbox', { name: 'Nimi', exact: true }).fill('Mari');
    await page.getByRole('textbox', { name: 'E-post', exact: true }).fill('mari@example.com');
    await page.getByRole('textbox', { name: 'Sõnum', exact: true }).fill('Tere');
    await page.getByRole('button', { name: 'Saada sõnum' }).click();
    await expect.poll(() => fieldErrors(page)).toEqual(['Serveri teade']);
    await expect(page.getByRole('textbox', { name: 'E-post', exact: true })).toBeFocused();
  });

  test('the answer to a post made before the scripts ran stays shown once they run', async ({
    page,
    consoleErrors,
  }) => {
    // The server's 303 after a plain post: the errors as codes and what was typed.
    await page.goto(
      '/et/contact?form=contact&error=name:required,email:invalid&email=mari%40example&message=Tere#contact-form',
    );
    await expect
      .poll(() => fieldErrors(page))
      .toEqual(['Nimi on kohustuslik', 'Palun sisesta kehtiv e-posti aadress']);
    await expect(page.getByRole('textbox', { name: 'E-post', exact: true })).toHaveValue(
      'mari@example',
    );
    await expect(page.getByRole('textbox', { name: 'Sõnum', exact: true })).toHaveValue('Tere');
    // Editing works as on any hydrated form: the field's error goes.
    await page.getByRole('textbox', { name: 'Nimi', exact: true }).fill('Mari');
    await expect.poll(() => fieldErrors(page)).toEqual(['Palun sisesta kehtiv e-posti aadress']);
    expect(consoleErrors).toEqual([]);
  });
});
