/** The message to show for a failed auth call: the API's own message (already in the UI language). */
export function authErrorMessage(error: unknown, fallback: string): string {
  const e = error as { status?: number; body?: { message?: string; errors?: Record<string, unknown> }; message?: string };
  const fieldMessage = e?.body?.errors ? Object.values(e.body.errors).find((v) => typeof v === 'string') : undefined;
  if (e?.status === 429) return e.body?.message ?? fallback;
  return (fieldMessage as string | undefined) ?? e?.body?.message ?? fallback;
}
