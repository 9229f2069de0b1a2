import { expectNoSeriousViolations } from './axe';
import {
  acceptInvitation,
  consoleNav,
  openConsole,
  OPERATOR,
  platformUrl,
  SERVER_WORK,
  signInAsOperator,
  TEAM_PASSWORD as PASSWORD,
} from './console';
import { expect, storeUrl, test } from './fixtures';

// Staff opening the team page get the console's 403 page, which Chromium logs.
test.use({ allowedConsoleErrors: [/status of 40[34]/] });

test('an operator opens a store, its owner builds a team, and the operator’s visit is logged', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const slug = `umbrella-${testInfo.project.name}`;
  const owner = `owner@${slug}.test`;
  const staff = `staff@${slug}.test`;
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  // The platform host's home leads to the operator's sign-in.
  await signInAsOperator(page);

  // A taken address is refused beside its field; a free one makes the store.
  await page.getByRole('button', { name: 'Create store' }).click();
  const create = page.getByRole('dialog', { name: 'Create store' });
  await create.getByLabel('Name', { exact: true }).fill('Umbrella');
  await create.getByLabel('Store address').fill('acme');
  await create.getByLabel('Company name').fill('Umbrella Corp.');
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(create.getByText('This address is taken. Choose another.')).toBeVisible(SERVER_WORK);
  await expectNoSeriousViolations(page);
  await shot('operator-create-store');
  await create.getByLabel('Store address').fill(slug);
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(create).toHaveCount(0, SERVER_WORK);
  const row = page.getByRole('row', { name: new RegExp(`Umbrella`) }).filter({ hasText: slug });
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('0 orders');

  await row.getByRole('button', { name: /Invite owner/ }).click();
  const invite = page.getByRole('dialog', { name: 'Invite the owner of Umbrella' });
  await invite.getByLabel("Owner's e-mail").fill(owner);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toHaveCount(0, SERVER_WORK);
  await expectNoSeriousViolations(page);
  await shot('operator-stores');

  // The owner accepts from the new store's dev mailbox and lands in its console.
  await acceptInvitation(page, slug, owner);
  await expect(page.getByRole('heading', { name: 'Welcome, ' })).toBeVisible();

  // The owner invites staff from the Team page.
  await (await consoleNav(page)).getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Team', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const teamInvite = page.getByRole('dialog', { name: 'Invite to the team' });
  await teamInvite.getByLabel('E-mail').fill(staff);
  await teamInvite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(teamInvite).toHaveCount(0, SERVER_WORK);
  await expect(page.getByRole('row', { name: new RegExp(staff) })).toContainText('Invitation sent');
  // The last owner cannot step down: the refusal shows beside the role.
  const ownerRow = page.getByRole('row', { name: new RegExp(owner) });
  await ownerRow.getByLabel(`Role of ${owner}`).selectOption('staff');
  await ownerRow.getByRole('button', { name: 'Save role' }).click();
  await expect(ownerRow.getByText(/A store needs an owner who can sign in/)).toBeVisible(
    SERVER_WORK,
  );
  await expectNoSeriousViolations(page);
  await shot('console-team');

  // Staff see the console without the owner's areas, and the team page refuses them.
  await acceptInvitation(page, slug, staff);
  const nav = await consoleNav(page);
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Team', exact: true })).toHaveCount(0);
  const refused = await page.goto(storeUrl(slug, '/admin/team'));
  expect(refused?.status()).toBe(403);

  // The operator opens the store's console: a banner says who is really signed in.
  await page.goto(platformUrl('/operator'));
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('row', { name: /Umbrella/ })
    .filter({ hasText: slug })
    .getByRole('button', { name: /Open console/ })
    .click();
  await expect(page).toHaveURL(storeUrl(slug, '/admin'), SERVER_WORK);
  await expect(page.getByText(`Signed in as operator ${OPERATOR.email}`)).toBeVisible();
  await shot('console-impersonated');

  // The owner, signed in again, sees the visit in the audit log.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).not.toHaveURL(/\/admin/, SERVER_WORK);
  await openConsole(page, slug, '/admin/audit-log', { email: owner, password: PASSWORD });
  const visit = page.getByRole('listitem').filter({ hasText: 'operator.impersonate' }).first();
  await expect(visit).toContainText(`platform operator ${OPERATOR.email}`);
  const roleChange = page.getByRole('listitem').filter({ hasText: 'team.invite' }).first();
  await roleChange.getByText('Show the change').click();
  await expect(roleChange.getByRole('cell', { name: 'staff' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot('console-audit-log');
});

test('the operator’s pages do not exist on a store’s host', async ({ page }) => {
  const response = await page.goto(storeUrl('acme', '/operator'));
  expect(response?.status()).toBe(404);
  await expect(page.getByText('There is nothing here')).toBeVisible();
});
