import sharp from 'sharp';
import { expectNoSeriousViolations } from './axe';
import { openConsole } from './console';
import { expect, storeUrl, test } from './fixtures';
import { ownerApi } from './owner-api';

const logoPng = (seed: number) =>
  sharp({
    create: { width: 480, height: 120, channels: 3, background: { r: 15, g: 118, b: seed } },
  })
    .png()
    .toBuffer();

test.describe('console: branding', () => {
  // The refused upload answers 422, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 422/] });

  test('the owner uploads a logo, picks colours and a font, writes the footer, and the preview shows it', async ({
    page,
    request,
  }, testInfo) => {
    // Each project brands its own store, so the two runs never overwrite each other's draft.
    const slug = testInfo.project.name === 'phone' ? 'initech' : 'acme';
    const owner = await ownerApi(request, slug);
    try {
      await openConsole(page, slug, '/admin/branding');
      await expect(page.getByRole('heading', { name: 'Branding', level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);

      // A text file named .png is refused by its bytes, in words, beside the field.
      const logoInput = page.locator('input[type=file]').first();
      await logoInput.setInputFiles({
        name: 'fake.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not a picture'),
      });
      await expect(
        page.getByText('Invalid file type, allowed file types: PNG, JPEG, WebP, SVG.'),
      ).toBeVisible();

      await logoInput.setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: await logoPng(testInfo.project.name === 'phone' ? 1 : 2),
      });
      const logoPreview = page.locator('img[src^="/uploads/"]').first();
      await expect(logoPreview).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{64}-480w\.png$/);
      const logoUrl = (await logoPreview.getAttribute('src'))!;

      await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#0f766e');
      await page.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('#8b5cf6');
      await expect(page.getByText(/Low contrast/)).toBeVisible();
      await page.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('#b45309');
      await page.getByRole('radio', { name: /Serif/ }).check();
      await page.getByRole('textbox', { name: 'Alert text' }).fill('Free shipping this week');

      const footer = page.getByRole('textbox', { name: 'Footer text' });
      await footer.click();
      await page.keyboard.type('Made with care in ');
      await page.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type('Springfield');
      await page.getByRole('textbox', { name: 'Copyright text' }).fill('© 2026 Umbrella Corp.');
      await page.getByRole('button', { name: 'Add a social link' }).click();
      await page.getByRole('textbox', { name: 'Network' }).last().fill('Umbrellagram');
      await page.getByRole('textbox', { name: 'Link' }).last().fill('umbrellagram.test/umbrella');

      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath('branding.png'),
        fullPage: true,
      });

      if (testInfo.project.name === 'desktop') {
        // Leaving within the console right after a change saves it first.
        await page.getByRole('textbox', { name: 'Alert text' }).fill('Leaving saves this');
        const nav = page.getByRole('navigation', { name: 'Console navigation' });
        await nav.getByRole('link', { name: 'Home' }).click();
        await expect(page).toHaveURL(/\/admin$/);
        const draft = (await owner.call('GET', `/storefronts/${owner.storeId}/draft`)) as {
          data: { draft: { settings: { alertText: string } } };
        };
        expect(draft.data.draft.settings.alertText).toBe('Leaving saves this');
      }

      // The store's preview shows the draft; the live store does not.
      await page.goto(storeUrl(slug, '/?preview=1'));
      const logo = page.getByRole('banner').locator(`img[src="${logoUrl}"]:visible`);
      await expect(logo).toBeVisible();
      const avif = page.locator('picture source[type="image/avif"]').first();
      await expect(avif).toHaveAttribute('srcset', /-160w\.avif 160w, .*-480w\.avif 480w$/);
      const theme = await page.evaluate(() => {
        const style = getComputedStyle(document.body);
        return {
          primary: style.getPropertyValue('--store-primary').trim(),
          font: style.fontFamily,
        };
      });
      expect(theme.primary).toBe('#0f766e');
      expect(theme.font).toContain('Charter');
      await expect(page.getByTestId('footer-content')).toContainText(
        'Made with care in Springfield',
      );
      await expect(
        page.getByTestId('footer-content').locator('strong', { hasText: 'Springfield' }),
      ).toBeVisible();
      await expect(page.getByText('© 2026 Umbrella Corp.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Umbrellagram' })).toHaveAttribute(
        'href',
        'https://umbrellagram.test/umbrella',
      );
      await page.screenshot({ path: testInfo.outputPath('preview.png'), fullPage: true });

      await page.goto(storeUrl(slug, '/?preview=0'));
      await expect(page.getByText('© 2026 Umbrella Corp.')).toHaveCount(0);
    } finally {
      await owner.call('DELETE', `/storefronts/${owner.storeId}/preview`);
    }
  });

  test.describe('refusals', () => {
    test.use({ allowedConsoleErrors: [/status of 403/] });

    test('a visitor is sent to sign in; a signed-in shopper is refused', async ({ page }) => {
      await page.goto(storeUrl('acme', '/admin/branding'));
      await expect(page).toHaveURL(/\/login\?returnUrl=%2Fadmin%2Fbranding/);
      await page.getByLabel('Email').fill('alex@acme.test');
      await page.getByLabel('Password', { exact: true }).fill('Acme-Demo-2026!');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).not.toHaveURL(/\/login/);
      const refused = await page.goto(storeUrl('acme', '/admin/branding'));
      expect(refused?.status()).toBe(403);
      await expect(page.getByRole('heading', { name: 'Branding' })).toHaveCount(0);
    });
  });
});
