/**
 * Local development only: the Auth emulator sends no e-mail; it lists the links it "sent" at its oobCodes
 * endpoint. The shop shows the newest verification link for the signed-in address so sign-up stays offline.
 */
import { authEmulatorHost, firebaseProjectId, usesAuthEmulator } from './firebaseMode';

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

export async function emulatorVerificationLink(email: string): Promise<string | null> {
  if (!usesAuthEmulator) return null;
  try {
    const res = await fetch(`http://${authEmulatorHost}/emulator/v1/projects/${firebaseProjectId}/oobCodes`);
    if (!res.ok) return null;
    const { oobCodes = [] } = (await res.json()) as { oobCodes?: OobCode[] };
    const mine = oobCodes.filter(
      (c) => c.requestType === 'VERIFY_EMAIL' && c.email.toLowerCase() === email.toLowerCase(),
    );
    return mine.at(-1)?.oobLink ?? null;
  } catch {
    return null; // the emulator is elsewhere or the browser may not reach it: the banner still offers Resend
  }
}
