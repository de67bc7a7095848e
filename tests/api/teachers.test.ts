import { beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
let client: HttpClient;
beforeAll(async () => {
  client = createHttpClient(server.url);
  await client.request('/api/auth/sign-up/email', { body: { email: 't@parley.test', password: 'correct-horse', name: '' } });
  await client.request('/api/auth/sign-in/email', { body: { email: 't@parley.test', password: 'correct-horse' } });
});

describe('teachers', () => {
  it('lists the seeded personas in created_at order with every catalog field but the system prompt', async () => {
    const { status, body } = await client.request('/api/teachers');
    expect(status).toBe(200);
    const teachers = body.teachers as Array<Record<string, any>>;
    expect(teachers.length).toBeGreaterThanOrEqual(6);
    const createdAt = teachers.map((t) => t.created_at);
    expect(createdAt).toEqual([...createdAt].sort());
    for (const teacher of teachers) {
      expect(Object.keys(teacher)).toEqual(
        expect.arrayContaining(['id', 'name', 'title', 'bio', 'avatar_url', 'specialties', 'color_theme', 'voice_id', 'slug', 'superpower_feature', 'conversation_categories', 'created_at', 'updated_at']),
      );
      expect(['blue', 'emerald', 'purple']).toContain(teacher.color_theme);
      // The prompt stays on the server (ADR 013): the browser never receives it.
      expect(teacher).not.toHaveProperty('system_prompt');
      expect(teacher.voice_id).toBeTruthy();
    }
    const features = teachers.map((t) => t.superpower_feature);
    expect(features).toContain('interview-roleplay');
    expect(features).toContain('writing-feedback');
    expect(teachers.some((t) => t.language.startsWith('es'))).toBe(true);
    expect(teachers.some((t) => /IELTS/.test(t.title))).toBe(true);
    expect(teachers.some((t) => /pronunciation/i.test(t.title))).toBe(true);
  });

  it('serves every avatar from the app itself', async () => {
    const { body } = await client.request('/api/teachers');
    for (const teacher of body.teachers as Array<{ avatar_url: string }>) {
      expect(teacher.avatar_url.startsWith('/')).toBe(true);
      const image = await fetch(`${server.url}${teacher.avatar_url}`);
      expect(image.status, teacher.avatar_url).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    }
  });

  it('finds one teacher by slug and answers 404 for unknown or malformed slugs', async () => {
    expect((await client.request('/api/teachers/daniel')).body.teacher).toMatchObject({ slug: 'daniel', superpower_feature: 'interview-roleplay' });
    for (const slug of ['nobody', 'DROP%20TABLE', '..%2F..%2Fetc']) {
      const response = await client.request(`/api/teachers/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(response.body.error).toBe('The teacher you are looking for could not be found.');
    }
  });
});
