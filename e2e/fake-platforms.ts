// Google (OAuth + YouTube) and TikTok as local servers for the publishing journey, on the two
// ports given: `npx tsx e2e/fake-platforms.ts <googlePort> <tiktokPort>`. GET /health answers
// on both. The same fakes the API tests use (apps/server/src/test/fakes).
import { startFakeGoogle } from '../apps/server/src/test/fakes/fake-google';
import { startFakeTikTok } from '../apps/server/src/test/fakes/fake-tiktok';

const [googlePort, tiktokPort] = process.argv.slice(2).map(Number);
await startFakeGoogle(googlePort);
await startFakeTikTok(tiktokPort);
