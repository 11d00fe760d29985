import { expect, it } from 'vitest';
import { messages } from '@hirestride/shared';
import { describeOnDatabases } from '../../test/harness.js';

const PATH = '/api/content/personal-info/';
const about = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+44 20 1234' };

describeOnDatabases('About You (/api/content/personal-info/)', (h) => {
  const signedIn = async (email = 'owner@example.com') => {
    const agent = h.agent();
    await agent.register(email);
    return agent;
  };

  it('GET is 404 before anything is saved; PUT answers 204 and creates nothing', async () => {
    const agent = await signedIn();
    expect((await agent.get(PATH)).statusCode).toBe(404);
    const put = await agent.put(PATH, about);
    expect(put.statusCode).toBe(204);
    expect(put.body).toBe('');
    expect((await agent.get(PATH)).statusCode).toBe(404);
  });

  it('POST creates it once, then PUT updates it; the user’s names follow', async () => {
    const agent = await signedIn();
    const created = await agent.post(PATH, about);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), ...about, location: '', linkedin_url: '', version: 1 });
    expect((await agent.post(PATH, about)).statusCode).toBe(400);
    const updated = await agent.put(PATH, { ...about, first_name: 'Augusta', phone: '' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ first_name: 'Augusta', phone: '', version: 2 });
    expect((await agent.get(PATH)).json()).toMatchObject({ first_name: 'Augusta', last_name: 'Lovelace' });
    expect((await agent.get('/dj-rest-auth/user/')).json()).toMatchObject({
      first_name: 'Augusta',
      last_name: 'Lovelace',
    });
  });

  it('validates with the spec messages and stores nothing on refusal', async () => {
    const agent = await signedIn();
    const res = await agent.post(PATH, { first_name: ' ', last_name: '', email: 'nope', phone: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      first_name: [messages.firstNameRequired],
      last_name: [messages.lastNameRequired],
      email: [messages.emailFormatInvalid],
      phone: ['Not a valid string.'],
    });
    expect((await agent.post(PATH, { ...about, email: '' })).json().email).toEqual([messages.emailRequired]);
    expect((await agent.post(PATH, {})).json()).toMatchObject({ first_name: [messages.firstNameRequired] });
    expect((await agent.get(PATH)).statusCode).toBe(404);
  });

  it('keeps a location and a link: the link gets its scheme, a PUT that leaves them out keeps them', async () => {
    const agent = await signedIn();
    const created = await agent.post(PATH, { ...about, location: ' Austin, TX ', linkedin_url: 'linkedin.com/in/ada' });
    expect(created.json()).toMatchObject({ location: 'Austin, TX', linkedin_url: 'https://linkedin.com/in/ada' });
    // A client of the original API sends the four fields only: what it does not know of stays.
    expect((await agent.put(PATH, { ...about, phone: '555' })).json()).toMatchObject({
      phone: '555',
      location: 'Austin, TX',
      linkedin_url: 'https://linkedin.com/in/ada',
    });
    expect((await agent.put(PATH, { ...about, location: null, linkedin_url: '' })).json()).toMatchObject({
      location: '',
      linkedin_url: '',
    });
  });

  it('refuses a link that is not a web address, or a location too long, and changes nothing', async () => {
    const agent = await signedIn();
    await agent.post(PATH, { ...about, location: 'Austin, TX', linkedin_url: 'https://linkedin.com/in/ada' });
    for (const [body, field, message] of [
      [{ linkedin_url: 'my profile' }, 'linkedin_url', 'Enter a valid URL.'],
      [{ linkedin_url: 'javascript:alert(1)' }, 'linkedin_url', 'Enter a valid URL.'],
      [{ location: 'x'.repeat(101) }, 'location', 'Ensure this field has no more than 100 characters.'],
    ] as const) {
      const res = await agent.put(PATH, { ...about, first_name: 'Changed', ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ [field]: [message] });
      expect(Object.keys(res.json()).filter((key) => key !== 'detail')).toEqual([field]);
    }
    expect((await agent.get(PATH)).json()).toMatchObject({
      first_name: 'Ada',
      location: 'Austin, TX',
      linkedin_url: 'https://linkedin.com/in/ada',
    });
  });

  it('phone is optional', async () => {
    const agent = await signedIn();
    const { phone: _phone, ...withoutPhone } = about;
    expect((await agent.post(PATH, withoutPhone)).json().phone).toBe('');
  });

  it('belongs to its owner only', async () => {
    const owner = await signedIn('one@example.com');
    await owner.post(PATH, about);
    const other = await signedIn('two@example.com');
    expect((await other.get(PATH)).statusCode).toBe(404);
    expect((await other.put(PATH, { ...about, first_name: 'Mallory' })).statusCode).toBe(204);
    expect((await owner.get(PATH)).json().first_name).toBe('Ada');
  });

  it('needs a signed-in user, before looking at the body', async () => {
    const anonymous = h.agent();
    expect((await anonymous.get(PATH)).statusCode).toBe(401);
    expect((await anonymous.put(PATH, {})).statusCode).toBe(401);
    expect((await anonymous.post(PATH, { junk: true })).statusCode).toBe(401);
  });
});
