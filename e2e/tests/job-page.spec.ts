import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { api, expect, signUpViaApi, test } from './fixtures';

interface Job {
  id: number;
  posting_text: string;
}

async function createJob(page: Page, fields: Record<string, unknown> = {}): Promise<Job> {
  return api(page, 'POST', '/api/jobs/', {
    title: 'Product Designer',
    company: 'Acme',
    location: 'London',
    ...fields,
  });
}

/** A signed-in user on the page of a job of theirs. */
async function openJob(page: Page, fields: Record<string, unknown> = {}): Promise<Job> {
  await signUpViaApi(page);
  const job = await createJob(page, fields);
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return job;
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a field is edited in place, Enter saves, Escape restores, and the change survives a reload', async ({ page }) => {
  await openJob(page, { salary: '£50k' });
  await expect(page.getByRole('heading', { level: 1, name: 'Product Designer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the board' })).toHaveAttribute('href', '/tracker');

  // Text: Enter saves, and the input gives way to the saved value.
  await page.getByRole('button', { name: 'Edit Salary' }).click();
  const salary = page.getByRole('textbox', { name: 'Salary' });
  await expect(salary).toBeFocused();
  await salary.fill('£80–90k');
  await salary.press('Enter');
  await expect(salary).toBeHidden();
  await expect(page.getByText('£80–90k')).toBeVisible();

  // The title, in the page's heading.
  await page.getByRole('button', { name: 'Edit Job title' }).click();
  await page.getByRole('textbox', { name: 'Job title' }).fill('Lead Product Designer');
  await page.getByRole('button', { name: 'Save Job title' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Product Designer' })).toBeVisible();

  // A choice.
  await page.getByRole('button', { name: 'Edit Employment type' }).click();
  await page.getByRole('combobox', { name: 'Employment type' }).selectOption({ label: 'Contract' });
  await page.getByRole('button', { name: 'Save Employment type' }).click();
  await expect(page.getByRole('combobox', { name: 'Employment type' })).toBeHidden();
  await expect(page.getByText('Contract', { exact: true })).toBeVisible();

  // Empty fields offer to add a value; the posting URL is a link that opens in a new tab.
  await expect(page.getByText('Add posting URL')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Posting URL' }).click();
  await page.getByRole('textbox', { name: 'Posting URL' }).fill('https://jobs.example.com/42');
  await page.getByRole('textbox', { name: 'Posting URL' }).press('Enter');
  const link = page.getByRole('link', { name: /jobs\.example\.com\/42/ });
  await expect(link).toHaveAttribute('href', 'https://jobs.example.com/42');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  // Escape puts the saved value back.
  await page.getByRole('button', { name: 'Edit Location' }).click();
  await page.getByRole('textbox', { name: 'Location' }).fill('Paris');
  await page.getByRole('textbox', { name: 'Location' }).press('Escape');
  await expect(page.getByRole('textbox', { name: 'Location' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit Location' })).toBeFocused();
  await expect(page.getByText('Paris')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Product Designer' })).toBeVisible();
  await expect(page.getByText('£80–90k')).toBeVisible();
  await expect(page.getByText('Contract', { exact: true })).toBeVisible();
  await expect(page.getByText('London', { exact: true })).toBeVisible();
});

test('a refused save keeps what was typed, says why beside the field and in a toast', async ({ page }) => {
  const job = await openJob(page);

  // The server's validation message.
  await page.getByRole('button', { name: 'Edit Posting URL' }).click();
  const url = page.getByRole('textbox', { name: 'Posting URL' });
  await url.fill('not a url');
  await url.press('Enter');
  await expect(page.getByText('Enter a valid URL.')).toBeVisible();
  await expect(page.getByText('Posting URL was not saved.')).toBeVisible();
  await expect(url).toHaveValue('not a url');
  await expect(url).toHaveAttribute('aria-invalid', 'true');

  // The network fails: only the PATCH, so the page itself keeps loading.
  await page.route('**/api/jobs/*/', (route) =>
    route.request().method() === 'PATCH' ? route.abort() : route.fallback(),
  );
  await page.getByRole('button', { name: 'Edit Salary' }).click();
  const salary = page.getByRole('textbox', { name: 'Salary' });
  await salary.fill('£75k');
  await page.getByRole('button', { name: 'Save Salary' }).click();
  await expect(page.getByText('Could not reach the server. Check your connection and try again.')).toBeVisible();
  await expect(page.getByText('Salary was not saved.')).toBeVisible();
  await expect(salary).toHaveValue('£75k');
  await expect(page.getByRole('button', { name: 'Save Salary' })).toBeEnabled();
  expect((await api(page, 'GET', `/api/jobs/${job.id}/`)).salary).toBe('');

  // Back online, the same text saves.
  await page.unroute('**/api/jobs/*/');
  await page.getByRole('button', { name: 'Save Salary' }).click();
  await expect(salary).toBeHidden();
  await expect(page.getByText('£75k')).toBeVisible();
});

test('the posting keeps its line breaks, folds when long, and is saved exactly as pasted', async ({ page }) => {
  const lines = ['About the role', '', '  • Indented bullet', 'Line four'];
  for (let n = 5; n <= 40; n += 1) lines.push(`Line ${n}`);
  await openJob(page, { posting_text: lines.join('\n') });
  const posting = page.getByTestId('posting-text');
  await expect(posting).toHaveCSS('white-space', 'pre-wrap');
  expect(await posting.evaluate((element) => (element as HTMLElement).innerText)).toContain(
    'About the role\n\n  • Indented bullet\nLine four',
  );

  const toggle = region(page, 'Job posting').getByRole('button', { name: 'Show all' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Folded: the box is shorter than its text.
  expect(await posting.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await toggle.click();
  await expect(region(page, 'Job posting').getByRole('button', { name: 'Show less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  const pasted = '  Leading spaces stay\n\n\nThree blank-line gap\ttab  \n';
  await page.getByRole('button', { name: 'Edit Job posting' }).click();
  await page.getByRole('textbox', { name: 'Job posting' }).fill(pasted);
  await page.getByRole('button', { name: 'Save Job posting' }).click();
  await expect(page.getByRole('textbox', { name: 'Job posting' })).toBeHidden();
  await page.reload();
  expect(await posting.evaluate((element) => element.textContent)).toBe(pasted);
});

test('moving to Archives asks how it ended, and the timeline shows the move', async ({ page }) => {
  await openJob(page);
  await expect(page.getByText('Today in Wish List')).toBeVisible();
  const stage = region(page, 'Stage');
  await stage.getByRole('button', { name: 'Move to Archives' }).click();

  const dialog = page.getByRole('dialog', { name: /to Archives/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(dialog.getByText('Choose how it ended.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Rejected' }).check();
  await dialog.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText('Today in Archives')).toBeVisible();
  await expect(region(page, 'Activity').getByText('Moved from Wish List to Archives (Rejected)')).toBeVisible();

  // The outcome can change while it stays archived.
  await stage.getByRole('button', { name: 'Edit Outcome' }).click();
  await stage.getByRole('combobox', { name: 'Outcome' }).selectOption({ label: 'Withdrawn' });
  await stage.getByRole('button', { name: 'Save Outcome' }).click();
  await expect(stage.getByRole('combobox', { name: 'Outcome' })).toBeHidden();
  await expect(stage.getByText('Withdrawn')).toBeVisible();

  // Submitted asks nothing; the job gets today's date as its applied date.
  await stage.getByRole('button', { name: 'Move to Submitted' }).click();
  await expect(page.getByText('Today in Submitted')).toBeVisible();
  await expect(region(page, 'Activity').getByText('Moved from Archives to Submitted')).toBeVisible();
  await expect(page.getByText('Add applied on')).toHaveCount(0);

  // Cancelling the dialog leaves the job where it was.
  await stage.getByRole('button', { name: 'Move to Archives' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Today in Submitted')).toBeVisible();
});

test('adding a note, a contact and an interview, each on the timeline', async ({ page }) => {
  await openJob(page);
  const activity = region(page, 'Activity');

  // A note keeps its line breaks.
  const note = activity.getByRole('textbox', { name: 'Add a note' });
  await note.fill('Called Sam.\nThey are hiring two designers.');
  await activity.getByRole('button', { name: 'Add note' }).click();
  await expect(note).toHaveValue('');
  const noteText = activity.getByText('Called Sam.');
  await expect(noteText).toBeVisible();
  expect(await noteText.evaluate((element) => (element as HTMLElement).innerText)).toBe(
    'Called Sam.\nThey are hiring two designers.',
  );

  // A contact: added, edited, deleted after confirming.
  const contacts = region(page, 'Contacts');
  await contacts.getByRole('button', { name: 'Add contact' }).click();
  const addContact = contacts.getByRole('form', { name: 'Add contact' });
  await addContact.getByLabel('Name', { exact: true }).fill('Sam Lee');
  await addContact.getByLabel('Role', { exact: true }).fill('Recruiter');
  await addContact.getByLabel('Email', { exact: true }).fill('sam@example.com');
  await addContact.getByLabel('Phone', { exact: true }).fill('+44 20 7946 0000');
  await addContact.getByLabel('LinkedIn', { exact: true }).fill('https://www.linkedin.com/in/samlee');
  await addContact.getByRole('button', { name: 'Save new contact' }).click();
  await expect(addContact).toBeHidden();
  await expect(contacts.getByRole('heading', { name: 'Sam Lee' })).toBeVisible();
  await expect(contacts.getByRole('link', { name: 'sam@example.com' })).toHaveAttribute(
    'href',
    'mailto:sam@example.com',
  );
  await expect(contacts.getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute('href', 'tel:+442079460000');
  await expect(contacts.getByRole('link', { name: /LinkedIn profile/ })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(activity.getByText('Added a contact: Sam Lee')).toBeVisible();

  await contacts.getByRole('button', { name: 'Edit contact Sam Lee' }).click();
  await contacts.getByLabel('Role', { exact: true }).fill('Head of Talent');
  await contacts.getByRole('button', { name: 'Save contact Sam Lee' }).click();
  await expect(contacts.getByText('Head of Talent')).toBeVisible();

  await contacts.getByRole('button', { name: 'Delete contact Sam Lee' }).click();
  await expect(contacts.getByText('Delete this contact?')).toBeVisible();
  await contacts.getByRole('button', { name: 'Keep' }).click();
  await expect(contacts.getByRole('heading', { name: 'Sam Lee' })).toBeVisible();
  await contacts.getByRole('button', { name: 'Delete contact Sam Lee' }).click();
  await contacts.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(contacts.getByRole('heading', { name: 'Sam Lee' })).toBeHidden();
  await expect(contacts.getByText('No contacts yet.', { exact: false })).toBeVisible();

  // Interviews: the upcoming one first, the past one marked.
  const interviews = region(page, 'Interviews');
  for (const entry of [
    { date: '2020-01-15', time: '', kind: 'Phone' },
    { date: '2099-12-03', time: '14:30', kind: 'Video' },
  ]) {
    await interviews.getByRole('button', { name: 'Add interview' }).click();
    const form = interviews.getByRole('form', { name: 'Add interview' });
    await form.getByLabel('Date', { exact: true }).fill(entry.date);
    if (entry.time) await form.getByLabel('Time', { exact: true }).fill(entry.time);
    await form.getByLabel('Kind', { exact: true }).selectOption({ label: entry.kind });
    await form.getByRole('button', { name: 'Save new interview' }).click();
    await expect(form).toBeHidden();
  }
  const items = interviews.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('2099');
  await expect(items.first()).toContainText('14:30 · Video');
  await expect(items.first()).toContainText('Upcoming');
  await expect(items.last()).toContainText('2020');
  await expect(items.last()).toContainText('Past');
  await expect(activity.getByText(/^Interview added for .*2099 \(Video\)$/)).toBeVisible();

  // The upcoming interview goes to the user's calendar as an .ics file; a past one offers nothing.
  await expect(items.last().getByRole('link', { name: /to your calendar$/ })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await items
    .first()
    .getByRole('link', { name: /^Add the interview on .*2099 to your calendar$/ })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Interview .+\.ics$/);
  const ics = readFileSync(await file.path(), 'utf8');
  expect(ics).toContain('\r\nDTSTART:20991203T143000\r\n');
  expect(ics).toContain('\r\nSUMMARY:Video interview: ');
});

test('a follow-up shows when it is overdue, can be marked done, and set again', async ({ page }) => {
  await openJob(page, { follow_up_on: '2020-01-10', follow_up_note: 'Email the recruiter' });
  const followUp = region(page, 'Follow-up');
  await expect(followUp.getByText(/Follow-up overdue/)).toBeVisible();
  await expect(followUp.getByText('Email the recruiter')).toBeVisible();

  await followUp.getByRole('button', { name: 'Mark follow-up done' }).click();
  await expect(followUp.getByText('No follow-up planned.', { exact: false })).toBeVisible();
  await expect(followUp.getByText('Email the recruiter')).toBeHidden();

  await followUp.getByRole('button', { name: 'Set a follow-up' }).click();
  await followUp.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(followUp.getByText('Choose the day to follow up.')).toBeVisible();
  await followUp.getByRole('button', { name: 'Tomorrow' }).click();
  await followUp.getByLabel('Follow-up note', { exact: true }).fill('Send the portfolio');
  await followUp.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(followUp.getByText('Follow up tomorrow')).toBeVisible();
  await expect(followUp.getByText('Send the portfolio')).toBeVisible();
});

test('leaving with an unsaved edit asks first', async ({ page }) => {
  await openJob(page);
  await page.getByRole('button', { name: 'Edit Salary' }).click();
  await page.getByRole('textbox', { name: 'Salary' }).fill('£90k');
  await page.getByRole('link', { name: 'Back to the board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByRole('textbox', { name: 'Salary' })).toHaveValue('£90k');
  await page.getByRole('link', { name: 'Back to the board' }).click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/tracker$/);
});

test('deleting the job asks first, then goes back to the board', async ({ page }) => {
  const job = await openJob(page);
  await page.getByRole('button', { name: 'Delete job' }).click();
  const dialog = page.getByRole('dialog', { name: /^Delete “Product Designer” at Acme\?$/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete job' }).click();
  await dialog.getByRole('button', { name: 'Delete job' }).click();
  await expect(page.getByText('Job deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/tracker$/);
  const response = await page.request.get(`/api/jobs/${job.id}/`);
  expect(response.status()).toBe(404);
});

test("another user's job, or no job at all, shows the not-found message", async ({ page }) => {
  await signUpViaApi(page);
  const theirs = await createJob(page);
  await page.context().clearCookies();
  await signUpViaApi(page);
  for (const path of [`/jobs/${theirs.id}`, '/jobs/not-a-number']) {
    await page.goto(path);
    await expect(page.getByText('This job does not exist, or it is not yours.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the board' })).toHaveAttribute('href', '/tracker');
  }
});

test('a failed load offers to try again', async ({ page }) => {
  await signUpViaApi(page);
  const job = await createJob(page);
  await page.route('**/api/jobs/*/', (route) => route.abort());
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByText('The job could not be loaded.', { exact: false })).toBeVisible();
  await page.unroute('**/api/jobs/*/');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Designer' })).toBeVisible();
});

test('on a phone the page is one column with nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openJob(page, {
    url: 'https://careers.example.com/jobs/a-very-long-path-that-keeps-going-and-going-without-any-spaces-at-all',
    posting_text: `A line without spaces: ${'x'.repeat(300)}\nAnd a normal one.`,
  });
  await expect(page.getByRole('region', { name: 'Activity' }).getByText('Saved', { exact: true })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a phone the match score and the stage come first, before the details and the posting', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpViaApi(page);
  await api(page, 'POST', '/api/content/skills/', { skill_name: 'Figma' });
  const posting = ['About the role', ...Array.from({ length: 40 }, (_, i) => `Duty ${i + 1}: work in Figma.`)];
  const job = await createJob(page, { posting_text: posting.join('\n') });
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByTestId('job-match-score')).toBeInViewport();
  const top = async (name: string) => (await region(page, name).boundingBox())!.y;
  expect(await top('Match score')).toBeLessThan(await top('Stage'));
  expect(await top('Stage')).toBeLessThan(await top('Details'));
  expect(await top('Details')).toBeLessThan(await top('Job posting'));

  // A wide screen keeps the details beside them, the score at the head of the side column.
  await page.setViewportSize({ width: 1440, height: 900 });
  const [score, details] = [
    await region(page, 'Match score').boundingBox(),
    await region(page, 'Details').boundingBox(),
  ];
  expect(details!.x).toBeLessThan(score!.x);
  expect(Math.abs(details!.y - score!.y)).toBeLessThan(2);
});
