// Google (OAuth + YouTube), TikTok and a WordPress site as local servers for the publishing and
// calendar journeys, on the ports given: `npx tsx e2e/fake-platforms.ts <googlePort> <tiktokPort>
// <wordpressPort>`. GET /health answers on Google's and TikTok's. The same fakes the API tests
// use (apps/server/src/test/fakes); the WordPress site takes the user `editor` with the
// application password `abcd EFGH ijkl MNOP qrst UVWX`.
import { startFakeGoogle } from '../apps/server/src/test/fakes/fake-google';
import { startFakeTikTok } from '../apps/server/src/test/fakes/fake-tiktok';
import { startFakeWordPress } from '../apps/server/src/test/fakes/fake-wordpress';

const [googlePort, tiktokPort, wordpressPort] = process.argv.slice(2).map(Number);
await startFakeGoogle(googlePort);
await startFakeTikTok(tiktokPort);
await startFakeWordPress({ port: wordpressPort });
