// The fake OpenAI-compatible model as a process of its own: first token after FIRST_TOKEN_MS.
import { startFakeOpenAiServer } from '../../../tests/fakes/fake-openai-server';

const fake = await startFakeOpenAiServer();
fake.timeToFirstTokenMs = Number(process.env.FIRST_TOKEN_MS ?? 300);
process.stdout.write(`listening ${fake.baseUrl}\n`);
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
