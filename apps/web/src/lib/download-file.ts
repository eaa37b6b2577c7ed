import { isErrorCode } from '@hr/shared';
import { ApiError } from '@/lib/api-client';
import { tokenStore } from '@/lib/token-store';

/** How far a download is: bytes received, and the whole length when the server sent one. */
export interface TDownloadProgress {
  received: number;
  total: number | null;
}

/** The body read chunk by chunk, reporting each one, when the browser gives a stream. */
async function readBody(res: Response, onProgress?: (p: TDownloadProgress) => void): Promise<Blob> {
  const type = res.headers.get('content-type') ?? '';
  if (!onProgress || !res.body) return res.blob();
  const length = Number(res.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = res.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress({ received, total });
  }
  return new Blob(chunks, { type });
}

/**
 * Fetches a file with the Bearer header and hands it to the browser as a download. With
 * `onProgress`, the body is read as a stream and every chunk reported (a progress bar against
 * the server's Content-Length); `signal` cancels it; with `body`, it is a POST of that JSON.
 */
export async function downloadFile(
  path: string,
  query: Record<string, string | number | undefined>,
  fallbackName: string,
  opts: { onProgress?: (p: TDownloadProgress) => void; signal?: AbortSignal; body?: unknown } = {},
): Promise<void> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  const session = tokenStore.get();
  let res: Response;
  try {
    const auth: Record<string, string> = session ? { Authorization: `Bearer ${session.accessToken}` } : {};
    res = await fetch(`/api${path}${qs ? `?${qs}` : ''}`, {
      signal: opts.signal,
      ...(opts.body === undefined
        ? { headers: auth }
        : { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify(opts.body) }),
    });
  } catch {
    throw new ApiError('NETWORK', 0);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { code?: unknown; params?: Record<string, string | number> } | null;
    throw new ApiError(body && isErrorCode(body.code) ? body.code : res.status === 404 ? 'NOT_FOUND' : 'INTERNAL', res.status, undefined, [], body?.params ?? {});
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  const plain = /filename="([^"]+)"/i.exec(disposition);
  const name = star ? decodeURIComponent(star[1]) : plain ? plain[1] : fallbackName;
  const url = URL.createObjectURL(await readBody(res, opts.onProgress));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
