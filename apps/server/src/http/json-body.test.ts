import { expect, it } from 'vitest';
import type { ResumeVersion } from '@hirestride/shared';
import { describeOnDatabases } from '../../test/harness.js';
import { brokenTextField } from './json-body.js';

const HALF_EMOJI = '\uD83D';

it.each([
  ['well-formed text, emoji included', { name: 'Offer 🎉', list: ['a', { b: 'ü' }] }, null],
  ['a top-level value', { name: `Offer ${HALF_EMOJI}` }, 'name'],
  ['a lone low surrogate', { name: 'x\uDC00y' }, 'name'],
  [
    'a value deep in a document',
    { content_data: { experience: [{ description: ['ok', `bad${HALF_EMOJI}`] }] } },
    'content_data',
  ],
  ['a key deep in a document', { design_json: { [`k${HALF_EMOJI}`]: 1 } }, 'design_json'],
  ['a top-level key', { [`k${HALF_EMOJI}`]: 'v' }, 'non_field_errors'],
  ['a body that is only text', `x${HALF_EMOJI}`, 'non_field_errors'],
  ['a list body', [{ a: `${HALF_EMOJI}` }], 'non_field_errors'],
  ['numbers, nulls and booleans', { a: 1, b: null, c: true }, null],
])('brokenTextField: %s', (_name, body, field) => {
  expect(brokenTextField(body)).toBe(field);
});

describeOnDatabases('Text with half an emoji', (h) => {
  it('is refused with a 400 naming the field, and nothing is stored, wherever it is sent', async () => {
    const agent = h.agent();
    await agent.register('half-emoji@example.com');
    const letter = await agent.post('/api/cover-letters/', { name: 'Good letter', body: 'Dear team,' });
    expect(letter.statusCode).toBe(201);
    const template = ((await agent.get('/templates/resume-templates/')).json() as Array<{ id: number }>)[0]!.id;
    const draft = (
      await agent.post('/resumes/resume-versions/get-or-create-draft/', { template_id: template })
    ).json() as ResumeVersion;
    const { id, ...rest } = draft;
    const answer = { question_id: 'behavioural-teamwork-01', question_text: 'A team?', job: null };

    // JSON.stringify writes a lone surrogate as an escape ("\ud83d"), as a browser's fetch would send it: UTF-8
    // cannot carry it, so the body parser sees it only once the JSON is parsed.
    const attempts: Array<['POST' | 'PATCH', string, string, object]> = [
      ['POST', '/api/cover-letters/', 'name', { name: `Letter ${HALF_EMOJI}`, body: 'Dear team,' }],
      ['PATCH', `/api/cover-letters/${letter.json().id}/`, 'body', { body: `Dear team, ${HALF_EMOJI}` }],
      ['POST', '/api/interview/answers/', 'situation', { ...answer, situation: `We shipped ${HALF_EMOJI}` }],
      [
        'PATCH',
        `/resumes/resume-versions/${id}/`,
        'content_data',
        {
          ...rest,
          content_data: {
            ...rest.content_data,
            personal_info: { ...rest.content_data.personal_info, first_name: `Ana${HALF_EMOJI}` },
          },
        },
      ],
      ['POST', '/api/content/skills/', 'skill_name', { skill_name: `Go${HALF_EMOJI}`, proficiency: 'Expert' }],
    ];
    for (const [method, url, field, body] of attempts) {
      const res = await agent.request(method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json()[field], `${method} ${url}`).toEqual([
        'This text holds a broken character (half of an emoji or symbol). Remove it and try again.',
      ]);
    }
    expect((await agent.get(`/api/cover-letters/${letter.json().id}/`)).json()).toMatchObject({
      name: 'Good letter',
      body: 'Dear team,',
    });
    expect((await agent.get('/api/cover-letters/')).json()).toHaveLength(1);
    expect((await agent.get('/api/interview/answers/')).json()).toEqual([]);
    expect((await agent.get('/api/content/skills/')).json()).toEqual([]);
    const stored = (await agent.get(`/resumes/resume-versions/${id}/`)).json() as ResumeVersion;
    expect(stored.content_data.personal_info.first_name).toBe(draft.content_data.personal_info.first_name);
  });
});
