import fs from 'node:fs';
import { mailDir, startMailSink } from './mail-sink';

/** Starts the SMTP sink the server under test sends to; the returned function stops it. */
export default async function globalSetup() {
  const stop = await startMailSink(Number(process.env.E2E_SMTP_PORT), mailDir());
  return async () => {
    await stop();
    fs.rmSync(mailDir(), { recursive: true, force: true });
  };
}
