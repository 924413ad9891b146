/** Provider errors arrive as 'Firebase: Error (auth/invalid-credential).'; show them a little more readably. */
export function authErrorText(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (typeof code === 'string' && code.startsWith('auth/')) {
    const words = code.slice(5).replace(/-/g, ' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  return error instanceof Error ? error.message : String(error);
}
