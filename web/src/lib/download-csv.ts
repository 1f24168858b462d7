import { authorizationHeader } from '../features/auth/session-storage';

/**
 * Downloads a CSV file from the gateway with the session's token, through a temporary link,
 * since a plain link could not carry the Authorization header. Throws the gateway's message
 * (or `failed`) when the download is refused.
 */
export async function downloadCsv(path: string, fileName: string, failed: string): Promise<void> {
  const response = await fetch(path, { headers: authorizationHeader() });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? failed);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
