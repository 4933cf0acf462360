import { request } from '@playwright/test';
import { ADMIN, BASE_URL } from './support';

/** Registers the administrator first, so every journey's own accounts are ordinary users. */
export default async function globalSetup() {
  const api = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: BASE_URL } });
  const res = await api.post('/api/auth/sign-up/email', { data: ADMIN });
  if (!res.ok())
    throw new Error(`could not register the e2e administrator: ${res.status()} ${await res.text()}`);
  await api.dispose();
}
