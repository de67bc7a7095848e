/**
 * The interface language on the server (ADR 034): the learner's choice saved on the account (PUT
 * /api/me/preferences), errors answered in the request's Accept-Language with English unchanged, and
 * emails in the account's saved language, else in that of the request that caused them.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userProfiles } from '../../src/server/db/schema';
import { sendDueReminders } from '../../src/server/features/reminders/send-due-reminders';
import type { CaughtEmail } from '../fakes/fake-smtp-server';
import { readMimePart } from '../fakes/read-plain-text';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { fakeOpenAiForFile, fakeSmtpForFile, testServerForFile } from '../support/test-server-for-file';

const smtp = fakeSmtpForFile();
const openai = fakeOpenAiForFile();
const server = testServerForFile(() => ({ env: { SMTP_URL: smtp.url, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseUrl, OPENAI_MODEL: 'tutor-model' } }));
let accounts = 0;
const newEmail = (what: string) => `language-${what}-${++accounts}@parley.test`;

const savePreferences = (client: HttpClient, body: unknown, headers?: Record<string, string>) =>
  client.request('/api/me/preferences', { method: 'PUT', body, ...(headers && { headers }) });
const profileOf = async (client: HttpClient) => (await client.request('/api/me/profile')).body.profile;
const htmlOf = (email: CaughtEmail) => readMimePart(email.raw, 'text/html');
const emailsTo = (address: string) => smtp.messages.filter((message) => message.to.includes(address));

async function waitForEmails(address: string, count: number): Promise<CaughtEmail[]> {
  await smtp.waitForMessage(address);
  for (let waited = 0; emailsTo(address).length < count && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  return emailsTo(address);
}

describe('PUT /api/me/preferences', () => {
  it('saves the interface language and the explanations choice, which the profile then returns', async () => {
    const client = await signedInClient(server.url, newEmail('saves'));
    expect(await profileOf(client)).toMatchObject({ locale: null, explain_in_my_language: false });

    const saved = await savePreferences(client, { locale: 'pt-BR', explain_in_my_language: true });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({ locale: 'pt-BR', explain_in_my_language: true });
    expect(await profileOf(client)).toMatchObject({ locale: 'pt-BR', explain_in_my_language: true });

    // Either alone changes only itself.
    expect((await savePreferences(client, { locale: 'ar' })).body.profile).toMatchObject({ locale: 'ar', explain_in_my_language: true });
    expect((await savePreferences(client, { explain_in_my_language: false })).body.profile).toMatchObject({ locale: 'ar', explain_in_my_language: false });
    expect(await profileOf(client)).toMatchObject({ locale: 'ar', explain_in_my_language: false });
  });

  it('refuses an unknown language, an empty body, an extra field or a wrong type with 400 invalid_preferences, changing nothing', async () => {
    const client = await signedInClient(server.url, newEmail('refuses'));
    await savePreferences(client, { locale: 'fr', explain_in_my_language: true });
    const before = await profileOf(client);
    const bodies = [{ locale: 'de' }, { locale: 'pt-PT' }, { locale: 'ES' }, {}, { locale: 'es', theme: 'dark' }, { explain_in_my_language: 'yes' }, { locale: null }, []];
    for (const body of bodies) {
      const response = await savePreferences(client, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('invalid_preferences');
      expect(typeof response.body.error).toBe('string');
    }
    expect((await savePreferences(client, {})).body.error).toBe('Nothing to change');
    expect((await client.request('/api/me/preferences', { method: 'PUT', rawBody: '{"locale":' })).status).toBe(400);
    expect(await profileOf(client)).toEqual(before);
  });

  it('is refused signed out with 401', async () => {
    const response = await savePreferences(createHttpClient(server.url), { locale: 'es' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Not authenticated', code: 'not_authenticated' });
  });
});

describe('errors in the interface language', () => {
  it('answers in the language of Accept-Language, the code unchanged, and English exactly as before', async () => {
    const client = await signedInClient(server.url, newEmail('errors'));
    const missing = (headers?: Record<string, string>) => client.request(`/api/conversations/${crypto.randomUUID()}`, headers ? { headers } : {});

    const english = { error: 'This conversation could not be found.', code: 'conversation_not_found' };
    expect((await missing()).body).toEqual(english);
    expect((await missing({ 'Accept-Language': 'en' })).body).toEqual(english);
    expect((await missing({ 'Accept-Language': 'de-DE, ru;q=0.8' })).body).toEqual(english);

    const spanish = await missing({ 'Accept-Language': 'es' });
    expect(spanish.status).toBe(404);
    expect(spanish.body).toEqual({ error: 'No se encontró esta conversación.', code: 'conversation_not_found' });
    expect((await missing({ 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.8' })).body.error).toBe('No se encontró esta conversación.');

    const arabic = await missing({ 'Accept-Language': 'ar' });
    expect(arabic.body).toEqual({ error: 'تعذّر العثور على هذه المحادثة.', code: 'conversation_not_found' });
  });

  it('says validation messages and messages with values in the language, keeping their values', async () => {
    const client = await signedInClient(server.url, newEmail('values'));
    const level = (headers?: Record<string, string>) => client.request('/api/course/level', { method: 'PUT', body: { language: 'es', level: 'B1' }, ...(headers && { headers }) });
    expect((await level()).body).toEqual({ error: 'The Spanish path goes up to A2.', code: 'invalid_level' });
    expect((await level({ 'Accept-Language': 'es' })).body).toEqual({ error: 'La ruta de español llega hasta A2.', code: 'invalid_level' });
    expect((await level({ 'Accept-Language': 'ar' })).body).toEqual({ error: 'يصل مسار الإسبانية حتى المستوى A2.', code: 'invalid_level' });

    const goal = (headers?: Record<string, string>) => client.request('/api/today/goal', { method: 'PUT', body: { goal_minutes: 7 }, ...(headers && { headers }) });
    expect((await goal()).body).toEqual({ error: 'Choose a goal of 5, 10, 15, 20 or 30 minutes.', code: 'invalid_goal' });
    expect((await goal({ 'Accept-Language': 'es' })).body).toEqual({ error: 'Elige una meta de 5, 10, 15, 20 o 30 minutos.', code: 'invalid_goal' });

    expect((await savePreferences(client, {}, { 'Accept-Language': 'ar' })).body).toEqual({ error: 'لا يوجد ما يمكن تغييره', code: 'invalid_preferences' });
    const signedOut = await savePreferences(createHttpClient(server.url), { locale: 'es' }, { 'Accept-Language': 'es' });
    expect(signedOut.body).toEqual({ error: 'No has iniciado sesión', code: 'not_authenticated' });
  });

  it("says a failed teacher's reply in the language, whole or streamed, the provider's name kept", async () => {
    const client = await signedInClient(server.url, newEmail('chat'));
    const say = (stream: boolean) => ({ teacher_slug: 'maya', messages: [{ role: 'user', content: 'Hello' }], stream });
    const spanish = { 'Accept-Language': 'es' };
    try {
      openai.behaviour = 'http-500';
      const failed = await client.request('/functions/v1/chat', { body: say(false), headers: spanish });
      expect(failed.status).toBe(502);
      expect(failed.body).toEqual({
        error: 'No se pudo obtener una respuesta. Asegúrate de que el servidor de Parley esté bien configurado con acceso a OpenAI API.',
        code: 'provider_failed',
      });
      openai.behaviour = 'malformed';
      const streamed = await client.request('/functions/v1/chat', { body: say(true), headers: { 'Accept-Language': 'ja' } });
      expect(streamed.body).toContain('event: error');
      expect(streamed.body).toContain(JSON.stringify({ error: 'OpenAI API からの応答の形式が無効です', code: 'provider_failed' }));
      const english = await client.request('/functions/v1/chat', { body: say(true) });
      expect(english.body).toContain(JSON.stringify({ error: 'Invalid response format from OpenAI API', code: 'provider_failed' }));
    } finally {
      openai.behaviour = 'reply';
    }
  });

  it("says the sign-in service's refusals in the language too, with their codes", async () => {
    const email = newEmail('sign-in');
    await signedInClient(server.url, email);
    const wrong = (headers?: Record<string, string>) =>
      createHttpClient(server.url).request('/api/auth/sign-in/email', { body: { email, password: 'not-the-password' }, ...(headers && { headers }) });
    const english = await wrong();
    expect(english.status).toBe(401);
    expect(english.body).toMatchObject({ message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' });
    const spanish = await wrong({ 'Accept-Language': 'es' });
    expect(spanish.status).toBe(401);
    expect(spanish.body).toMatchObject({ message: 'Correo electrónico o contraseña incorrectos', code: 'INVALID_EMAIL_OR_PASSWORD' });

    const longName = await createHttpClient(server.url).request('/api/auth/sign-up/email', {
      body: { email: newEmail('long-name'), password: 'correct-horse', name: 'A'.repeat(101) },
      headers: { 'Accept-Language': 'fr' },
    });
    expect(longName.status).toBe(400);
    expect(longName.body.message).toBe('Veuillez utiliser un nom de 100 caractères au plus.');
  });
});

describe('emails in the learner’s language', () => {
  it('sends the verification and welcome emails of a sign-up in the language it was made in', async () => {
    const email = newEmail('sign-up-es');
    const response = await createHttpClient(server.url).request('/api/auth/sign-up/email', {
      body: { email, password: 'correct-horse', name: 'Lucía' },
      headers: { 'Accept-Language': 'es' },
    });
    expect(response.status).toBe(200);
    const emails = await waitForEmails(email, 2);
    const verification = emails.find((message) => message.subject === 'Confirma tu dirección de correo electrónico para Parley');
    expect(verification, emails.map((message) => message.subject).join(' | ')).toBeDefined();
    expect(verification!.text).toContain('Confirma que esta es tu dirección de correo electrónico');
    expect(verification!.text).toMatch(new RegExp(`Confirma tu dirección de correo electrónico: ${server.url}/api/auth/verify-email\\?token=`));
    expect(htmlOf(verification!)).toContain('<html lang="es" dir="ltr">');
    expect(htmlOf(verification!)).toContain('Confirmar mi dirección de correo electrónico');

    const welcome = emails.find((message) => message.subject === 'Te damos la bienvenida a Parley');
    expect(welcome).toBeDefined();
    expect(welcome!.text).toContain('Hola, Lucía:');
    expect(welcome!.text).toContain('Tu cuenta gratuita incluye 2 mensajes');

    // The emailed link still confirms the address.
    const link = /(http\S+\/api\/auth\/verify-email\?\S+)/.exec(verification!.text)![1]!;
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(302);
  });

  it('writes Arabic emails right to left, and English ones as before', async () => {
    const arabic = newEmail('sign-up-ar');
    await createHttpClient(server.url).request('/api/auth/sign-up/email', { body: { email: arabic, password: 'correct-horse', name: '' }, headers: { 'Accept-Language': 'ar' } });
    const verification = await smtp.waitForSubject(arabic, 'أكّد عنوان بريدك الإلكتروني في Parley');
    expect(htmlOf(verification)).toContain('<html lang="ar" dir="rtl">');
    expect(verification.text).toContain('يُرجى تأكيد أن هذا عنوان بريدك الإلكتروني');

    const english = newEmail('sign-up-en');
    await createHttpClient(server.url).request('/api/auth/sign-up/email', { body: { email: english, password: 'correct-horse', name: '' } });
    const inEnglish = await smtp.waitForSubject(english, 'Confirm your email address for Parley');
    expect(inEnglish.text.replace(/\r\n/g, '\n')).toMatch(/^Please confirm that this is your email address by opening the link below\.\n\nYou can keep using Parley in the meantime\./);
    expect(htmlOf(inEnglish)).toContain('<html lang="en" dir="ltr">');
  });

  it('sends the reset email in the language saved on the account, whatever the request asks', async () => {
    const email = newEmail('reset');
    const client = await signedInClient(server.url, email);
    await savePreferences(client, { locale: 'fr' });
    const response = await createHttpClient(server.url).request('/api/auth/request-password-reset', {
      body: { email, redirectTo: `${server.url}/auth/update-password` },
      headers: { 'Accept-Language': 'es' },
    });
    expect(response.status).toBe(200);
    const reset = await smtp.waitForSubject(email, 'Réinitialisez votre mot de passe Parley');
    expect(reset.text).toContain('Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Parley.');
    expect(reset.text).toMatch(/Réinitialisez votre mot de passe : http\S+/);
    expect(htmlOf(reset)).toContain('<html lang="fr" dir="ltr">');
  });

  it('sends the reset email of an account with no saved language in that of the request', async () => {
    const email = newEmail('reset-unsaved');
    await signedInClient(server.url, email);
    await createHttpClient(server.url).request('/api/auth/request-password-reset', {
      body: { email, redirectTo: `${server.url}/auth/update-password` },
      headers: { 'Accept-Language': 'pt-PT,pt;q=0.9' },
    });
    const reset = await smtp.waitForSubject(email, 'Redefina sua senha do Parley');
    expect(reset.text).toContain('Recebemos um pedido para redefinir a senha da sua conta do Parley.');
  });

  it("sends the daily reminder in the account's saved language, though the account was made in another", async () => {
    const email = newEmail('reminder');
    const client = createHttpClient(server.url);
    const spanish = { 'Accept-Language': 'es' };
    await client.request('/api/auth/sign-up/email', { body: { email, password: 'correct-horse', name: 'Kenji' }, headers: spanish });
    expect((await client.request('/api/auth/sign-in/email', { body: { email, password: 'correct-horse' }, headers: spanish })).status).toBe(200);
    await savePreferences(client, { locale: 'ja' }, spanish);
    const userId = (await profileOf(client)).user_id as string;
    const [profile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    expect(profile!.locale).toBe('ja');
    await client.request('/api/reminders', { method: 'PUT', body: { hour: 8, time_zone: 'UTC' }, headers: spanish });

    const at = new Date();
    at.setUTCDate(at.getUTCDate() + 1);
    at.setUTCHours(9, 0, 0, 0);
    await sendDueReminders({ db: server.deps.db, mailer: server.deps.mailer, appUrl: server.url }, at);
    const reminder = await smtp.waitForSubject(email, 'Parley で今日の英語');
    expect(reminder.text).toContain('Kenji さん、こんにちは。');
    expect(reminder.text).toContain('目標は 1 日 10 分です。');
    // The next lesson and its unit by their Japanese titles (course data translated beside the units).
    expect(reminder.text).toContain('こんにちは！お名前は？');
    expect(reminder.text).toContain('こんにちは！自分のことと出身を言う');
    expect(reminder.text).toMatch(/リマインダーを停止する：http\S+\/api\/reminders\/unsubscribe\?token=/);
    expect(htmlOf(reminder)).toContain('<html lang="ja" dir="ltr">');
    expect(htmlOf(reminder)).not.toContain('Your goal');
  });
});
