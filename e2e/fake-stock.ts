// Pexels and Pixabay as one local server for the video journey, on the port given:
// `npx tsx e2e/fake-stock.ts <port>`. GET /health answers. The same fake the API tests use,
// its clips real MP4s made with this machine's ffmpeg so a picked clip renders.
import { findFfmpeg } from '../apps/server/src/integrations/media/find-ffmpeg';
import { makeTestClip, startFakeStockServer } from '../apps/server/src/test/fake-stock-server';

const port = Number(process.argv[2]);
const ffmpeg = await findFfmpeg('auto');
await startFakeStockServer({ port, clip: await makeTestClip(ffmpeg.path) });
